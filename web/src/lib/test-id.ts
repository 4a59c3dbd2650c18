const parameterName = 'x-test-id';

/**
 * The optional `x-test-id` parameter of an address (automated suites tag what they create with it), or null.
 * Read from the address of each request and never stored: a link carrying it tags only requests made while
 * that address is open, and the server ignores it for everyone but the test-suite identity.
 */
export function testIdOf(search: string): string | null {
  const value = new URLSearchParams(search).get(parameterName)?.trim();
  return value ? value : null;
}

/** The test id of the address open now, sent as the `x-test-id` header on GraphQL requests made from it. */
export function currentTestId(location: Pick<Location, 'search'> = window.location): string | null {
  return testIdOf(location.search);
}

/** Earlier versions kept the id for the whole tab: removes what they stored, so it is not sent again. */
export function forgetStoredTestId(storage: Storage = window.sessionStorage): void {
  storage.removeItem(parameterName);
}
