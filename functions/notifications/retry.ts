/** How a send is retried: attempts in all, and the wait before each retry (doubling). */
export interface RetryPolicy {
  attempts: number;
  firstDelayMs: number;
  sleep: (ms: number) => Promise<void>;
}

export const defaultRetryPolicy: RetryPolicy = {
  attempts: 3,
  firstDelayMs: 250,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The outcome of a retried call: its value, or the last error; and how many attempts it took. */
export type Attempted<T> = { ok: true; value: T; attempts: number } | { ok: false; error: unknown; attempts: number };

/** Calls `run` until it succeeds or the attempts are spent, waiting 1x, 2x, 4x... the first delay between tries. */
export async function withRetries<T>(run: () => Promise<T>, policy: RetryPolicy = defaultRetryPolicy): Promise<Attempted<T>> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= policy.attempts; attempt += 1) {
    try {
      return { ok: true, value: await run(), attempts: attempt };
    } catch (error) {
      lastError = error;
      if (attempt < policy.attempts) await policy.sleep(policy.firstDelayMs * 2 ** (attempt - 1));
    }
  }
  return { ok: false, error: lastError, attempts: policy.attempts };
}
