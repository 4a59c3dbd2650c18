import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionStore } from '../auth/session-store';
import { createHeadersLink, createReauthenticateLink } from './session-links';
import { appSyncError } from '@/test/appsync-error';
import { tokenSequenceAuthApi } from '@/test/fixtures';

const query = gql`
  query Ping {
    ping
  }
`;

/** A network stand-in: answers UNAUTHENTICATED unless the request carries the accepted token. */
function fakeNetwork(acceptedToken: string, seen: Array<Record<string, string>>) {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const headers = operation.getContext().headers as Record<string, string>;
        seen.push(headers);
        observer.next(
          headers.Authorization === `Bearer ${acceptedToken}`
            ? { data: { ping: 'pong' } }
            : { data: null, errors: [appSyncError('Expired', 'UNAUTHENTICATED')] },
        );
        observer.complete();
      }),
  );
}

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('session links', () => {
  it('sends the bearer token and the test id of the address open now', async () => {
    // Prepare
    window.history.replaceState(null, '', '/?x-test-id=run-42');
    const session = createSessionStore(tokenSequenceAuthApi(['good']));
    await session.refresh();
    const seen: Array<Record<string, string>> = [];
    const client = new ApolloClient({ link: ApolloLink.from([createHeadersLink(session), fakeNetwork('good', seen)]), cache: new InMemoryCache() });

    // Act
    const result = await client.query({ query });

    // Assess
    expect(result.data).toEqual({ ping: 'pong' });
    expect(seen[0]).toMatchObject({ Authorization: 'Bearer good', 'x-test-id': 'run-42' });
  });

  it('sends no test id once the address no longer carries one, though an earlier address did', async () => {
    // Prepare
    window.history.replaceState(null, '', '/?x-test-id=evil');
    const session = createSessionStore(tokenSequenceAuthApi(['good']));
    await session.refresh();
    const seen: Array<Record<string, string>> = [];
    const client = new ApolloClient({ link: ApolloLink.from([createHeadersLink(session), fakeNetwork('good', seen)]), cache: new InMemoryCache() });
    await client.query({ query, fetchPolicy: 'network-only' });

    // Act
    window.history.replaceState(null, '', '/forms');
    await client.query({ query, fetchPolicy: 'network-only' });

    // Assess
    expect(seen.map((headers) => headers['x-test-id'])).toEqual(['evil', undefined]);
  });

  it('refreshes once on UNAUTHENTICATED and retries with the new token', async () => {
    // Prepare
    const session = createSessionStore(tokenSequenceAuthApi(['stale', 'fresh']));
    await session.refresh();
    const seen: Array<Record<string, string>> = [];
    const link = ApolloLink.from([createReauthenticateLink(session), createHeadersLink(session), fakeNetwork('fresh', seen)]);
    const client = new ApolloClient({ link, cache: new InMemoryCache() });

    // Act
    const result = await client.query({ query });

    // Assess
    expect(result.data).toEqual({ ping: 'pong' });
    expect(seen.map((headers) => headers.Authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('ends the session when refreshing cannot renew it', async () => {
    // Prepare
    const session = createSessionStore(tokenSequenceAuthApi(['stale', null]));
    await session.refresh();
    const link = ApolloLink.from([createReauthenticateLink(session), createHeadersLink(session), fakeNetwork('fresh', [])]);
    const client = new ApolloClient({ link, cache: new InMemoryCache() });

    // Act
    await expect(client.query({ query })).rejects.toThrow('Expired');

    // Assess
    expect(session.getState().status).toBe('unauthenticated');
  });
});
