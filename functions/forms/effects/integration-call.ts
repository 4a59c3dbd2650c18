/** How failed tries are spaced: the first wait, doubled after each retry up to a ceiling. */
export interface BackoffPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  sleep: (ms: number) => Promise<void>;
}

export const defaultBackoff: BackoffPolicy = {
  firstDelayMs: 200,
  maxDelayMs: 5_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** One integration call: where, how, what, how long each try may take and how many retries follow a failure. */
export interface IntegrationRequest {
  url: string;
  method: 'POST' | 'PUT';
  body: unknown;
  timeoutMs: number;
  retries: number;
}

/** What became of a call: a 2xx answer, or the last failure; with the tries made and the last HTTP status seen. */
export type CallOutcome =
  | { ok: true; tries: number; httpStatus: number }
  | { ok: false; tries: number; httpStatus: number | null; error: string };

type Try = { ok: true; httpStatus: number } | { ok: false; retry: boolean; httpStatus: number | null; error: string };

function failureOf(error: unknown, timeoutMs: number): Try {
  const { name, message, cause } = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (name === 'TimeoutError' || name === 'AbortError') return { ok: false, retry: true, httpStatus: null, error: `no answer within ${timeoutMs} ms` };
  return { ok: false, retry: true, httpStatus: null, error: `network error (${cause?.code ?? cause?.message ?? message ?? 'unknown'})` };
}

async function tryOnce(request: IntegrationRequest): Promise<Try> {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs),
      // A redirect could lead anywhere, the metadata address included: it counts as a failure, not a hop.
      redirect: 'manual',
    });
    await response.body?.cancel().catch(() => undefined);
    if (response.status >= 200 && response.status < 300) return { ok: true, httpStatus: response.status };
    return { ok: false, retry: response.status >= 500, httpStatus: response.status, error: `HTTP ${response.status}` };
  } catch (error) {
    return failureOf(error, request.timeoutMs);
  }
}

/**
 * Calls an integration endpoint with a JSON body: each try is abandoned after `timeoutMs`; network errors,
 * timeouts and 5xx answers are retried up to `retries` times with a doubling wait; any other answer (3xx, 4xx)
 * fails at once, since sending the same request again would be refused again.
 */
export async function callIntegration(request: IntegrationRequest, backoff: BackoffPolicy = defaultBackoff): Promise<CallOutcome> {
  let delay = backoff.firstDelayMs;
  for (let tries = 1; ; tries += 1) {
    const result = await tryOnce(request);
    if (result.ok) return { ok: true, tries, httpStatus: result.httpStatus };
    if (!result.retry || tries > request.retries) {
      const after = tries > 1 ? ` after ${tries} tries` : '';
      return { ok: false, tries, httpStatus: result.httpStatus, error: `${result.error}${after}` };
    }
    await backoff.sleep(delay);
    delay = Math.min(delay * 2, backoff.maxDelayMs);
  }
}
