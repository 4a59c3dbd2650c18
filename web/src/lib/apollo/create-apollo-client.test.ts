import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthApi } from '../auth/auth-api';
import { createSessionStore } from '../auth/session-store';
import { createApolloClient } from './create-apollo-client';
import { createScreenFirstGate, screenFirstContext } from './screen-first-gate';

const query = gql`
  query Ping {
    ping
  }
`;

const user = { userId: 'u1', firstName: 'A', lastName: 'B', email: 'a@b.c', campusCode: '01', campusName: 'C', shortName: 'S', tenantCode: 'T' };

const signedIn: AuthApi = {
  refresh: async () => ({ authenticated: true, user, accessToken: 'token-1', expiresAt: new Date(Date.now() + 900_000).toISOString() }),
  signIn: async () => ({ ok: false, message: 'unused' }),
  signOut: async () => undefined,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createApolloClient', () => {
  it('sends a screen-first query with the session token in the same task that asked for it, before any microtask runs', async () => {
    // Prepare: a microtask queued first stands for the render the session's answer schedules.
    const requests: Array<{ url: string; authorization: string | null }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests.push({ url, authorization: new Headers(init.headers).get('authorization') });
      return new Response(JSON.stringify({ data: { ping: 'pong' } }), { headers: { 'content-type': 'application/json' } });
    });
    const session = createSessionStore(signedIn);
    await session.refresh();
    const gate = createScreenFirstGate();
    const release = gate.hold();
    const client = createApolloClient(session, gate);
    let sentBeforeMicrotask: number | undefined;
    queueMicrotask(() => (sentBeforeMicrotask = requests.length));

    // Act
    const answer = client.query({ query, context: screenFirstContext });

    // Assess
    await answer;
    release();
    expect(sentBeforeMicrotask).toBe(1);
    expect(requests[0]).toMatchObject({ authorization: 'Bearer token-1' });
  });
});
