const storageKey = 'x-test-id';

/**
 * Reads the optional `x-test-id` address parameter (automated suites tag what they create with it) and keeps
 * it for the tab, so later navigations without the parameter still send it. Returns the id in effect.
 */
export function captureTestId(search: string, storage: Storage = window.sessionStorage): string | null {
  const fromAddress = new URLSearchParams(search).get(storageKey);
  if (fromAddress) {
    storage.setItem(storageKey, fromAddress);
    return fromAddress;
  }
  return storage.getItem(storageKey);
}

/** The test id kept for this tab, if any; sent as the `x-test-id` header on every GraphQL request. */
export function currentTestId(storage: Storage = window.sessionStorage): string | null {
  return storage.getItem(storageKey);
}
