/**
 * The limits the deployed API runs under, in one place: the CDK app configures AppSync and Lambda from them and
 * the local harness enforces the same numbers, so a request the harness answers is one AWS answers the same way.
 */
export const apiLimits = {
  /**
   * AppSync `queryDepthLimit` (1–75): nesting levels of one operation, root fields at level 1. The web's deepest
   * operation is 10 levels (its nested form elements), checked in scripts/harness/web-operations-limits.test.ts.
   */
  queryDepthLimit: 16,
  /**
   * AppSync `resolverCountLimit` (1–10,000): resolvers one request may invoke. Only root fields have resolvers
   * here, so it bounds the root fields (aliases included) of one request; the web sends at most 6 (Home).
   */
  resolverCountLimit: 25,
  /** AppSync's request execution timeout (a hard service limit, not configurable). */
  requestTimeoutSeconds: 30,
  /** The largest request body the harness accepts (AppSync's query string limit is 1 MiB; variables ride in the same body). */
  maxRequestBytes: 1024 * 1024,
  /** AppSync's largest response (5 MB): a bigger answer is refused whole, however the resolvers fared. */
  maxResponseBytes: 5 * 1024 * 1024,
  /** Lambda's limit on a synchronous invocation's request and response payload. */
  lambdaPayloadBytes: 6 * 1024 * 1024,
} as const;

/** Every function's timeout unless named below: a resolver has 10 s of AppSync's 30. */
export const defaultFunctionTimeoutSeconds = 10;

/** Functions whose timeout differs from the default, by domain (the SDL file's or the function folder's name). */
const functionTimeouts: Readonly<Record<string, number>> = {
  /** The workflow scheduler runs from EventBridge, not behind AppSync, and may fire many timers at once. */
  scheduler: 120,
  /**
   * The effects worker runs from SQS, not behind AppSync: Lambda's longest, so one try of an integration call (at
   * most 840 s) fits with its bookkeeping. Its lease on a form and the queue's visibility timeout follow from it.
   */
  effects: 900,
};

/** The Lambda timeout, in seconds, of a domain's function: what the CDK app configures and the harness enforces. */
export function functionTimeoutSeconds(domain: string): number {
  return functionTimeouts[domain] ?? defaultFunctionTimeoutSeconds;
}
