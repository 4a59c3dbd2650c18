import { codeOfAppSyncError } from '../../../schema/src/errors/appsync-error-code';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../../scripts/harness/local-stack';

/** One GraphQL answer as the HTTP endpoint returns it. */
export interface GraphqlAnswer<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  /** AppSync's error shape: no `extensions`; the code is errorType, the code and details are errorInfo. */
  errors?: Array<{
    message: string;
    errorType?: string;
    errorInfo?: { code?: string; details?: unknown } | null;
    data?: unknown;
    path?: Array<string | number> | null;
    locations?: Array<{ line: number; column: number; sourceName: null }> | null;
  }>;
}

/** A signed-in (or anonymous) client of the local stack's real HTTP endpoints. */
export interface ApiClient {
  graphql: <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) => Promise<GraphqlAnswer<T>>;
}

/**
 * Starts the whole local stack (in memory unless a data folder is given) on a free port. schedulerEveryMs: 0 keeps
 * a stack with a data folder from running the scheduler on its own.
 */
export function startApi(
  dataDir?: string,
  options: Pick<LocalStackOptions, 'functionTimeoutSecondsOf' | 'schedulerEveryMs'> = {},
): Promise<LocalStack> {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  return startLocalStack({ ...(dataDir ? { dataDir } : {}), port: 0, webRoot: '/nonexistent', ...options });
}

/** Signs in through /auth/api/login and the refresh call, as the web does, and returns a client. */
export async function signIn(baseUrl: string, username: string, password = 'demo'): Promise<ApiClient & { token: string }> {
  const login = await fetch(`${baseUrl}/auth/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (login.status !== 200) throw new Error(`Sign-in of ${username} failed with ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const refresh = (await (await fetch(`${baseUrl}/auth/api/client/refresh`, { headers: { cookie } })).json()) as {
    accessToken: string;
  };
  return { token: refresh.accessToken, ...clientFor(baseUrl, refresh.accessToken) };
}

/** Posts a raw body to the GraphQL endpoint (for bodies no client would send) and reads status and JSON. */
export async function postRaw(baseUrl: string, body: string, token?: string): Promise<GraphqlAnswer & { contentType: string | null }> {
  const response = await fetch(`${baseUrl}/platform-shell/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return { status: response.status, contentType: response.headers.get('content-type'), ...((await response.json()) as object) };
}

/** A client sending the given bearer token (or none). */
export function clientFor(baseUrl: string, token?: string): ApiClient {
  return {
    async graphql(query, variables, headers = {}) {
      const response = await fetch(`${baseUrl}/platform-shell/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, ...((await response.json()) as object) };
    },
  };
}

/**
 * The error codes of an answer, in order: AppSync's errorType as sent, or for an error without one the code every
 * client reads (BAD_USER_INPUT for a validation or variable coercion error: schema/src/errors/appsync-error-code).
 */
export const codesOf = (answer: GraphqlAnswer<unknown>) => (answer.errors ?? []).map((error) => error.errorType ?? codeOfAppSyncError(error));

/** The details of an answer's first error (what the resolver put in errorInfo.details). */
export const detailsOf = <T = Record<string, unknown>>(answer: GraphqlAnswer<unknown>) => answer.errors?.[0]?.errorInfo?.details as T | undefined;
