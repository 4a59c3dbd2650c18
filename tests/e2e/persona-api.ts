import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';

type GraphqlAnswer<T> = { data?: T; errors?: Array<{ message: string; errorType?: string }> };

/** A GraphQL caller signed in as one persona, in a request context of its own (its cookies are its own). */
export type PersonaApi = {
  call: <T>(query: string, variables?: Record<string, unknown>) => Promise<GraphqlAnswer<T>>;
  dispose: () => Promise<void>;
};

/** Signs a new request context in as `username` (password `demo`) through the local sign-in API. */
export async function signedInApi(baseURL: string, username: string): Promise<PersonaApi> {
  const context: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  expect((await context.post('/auth/api/login', { data: { username, password: 'demo' } })).ok()).toBe(true);
  const session = (await (await context.get('/auth/api/client/refresh')).json()) as { accessToken: string };
  return {
    async call<T>(query: string, variables: Record<string, unknown> = {}) {
      const response = await context.post('/platform-shell/graphql', { headers: { authorization: `Bearer ${session.accessToken}` }, data: { query, variables } });
      expect(response.ok()).toBe(true);
      return (await response.json()) as GraphqlAnswer<T>;
    },
    dispose: () => context.dispose(),
  };
}
