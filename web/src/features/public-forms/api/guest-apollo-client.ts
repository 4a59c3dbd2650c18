import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import type { GuestCredentials } from './guest-credentials';

/** The operations that run without a guest session: the Form Complete page asks after the cookie is cleared. */
const sessionlessOperations = new Set(['PublicRoutesOpen']);

/**
 * The public routes' own Apollo client: AppSync's API key mode with the guest token, never the signed-in user's
 * bearer token (a guest page shows the same whoever opens it). Items are cached inside their form: two forms of
 * a template share item ids.
 */
export function createGuestApolloClient(credentials: GuestCredentials): ApolloClient {
  const headersLink = new SetContextLink(async (previous, operation) => ({
    headers: {
      ...(previous.headers as Record<string, string> | undefined),
      ...(await credentials.headers({ withGuestToken: !sessionlessOperations.has(operation.operationName ?? '') })),
    },
  }));
  return new ApolloClient({
    link: ApolloLink.from([headersLink, new HttpLink({ uri: '/platform-shell/graphql' })]),
    cache: new InMemoryCache({ typePolicies: { PublicItem: { keyFields: false }, PublicOption: { keyFields: false } } }),
  });
}
