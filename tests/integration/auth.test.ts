import './support/auth-env';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from '../../functions/auth/access-token';
import { handler } from '../../functions/auth/handler';
import { tableSessionStore } from '../../functions/auth/session-store';
import { mountHttpLambda } from '../../scripts/harness/mount-http-lambda';
import { startTestStore } from './support/local-store';
import { call, campus, givenUser, httpEvent, sessionCookieOf, whenLoggingIn, whenLoggingOut, whenRefreshing } from './support/auth-steps';

let store: Awaited<ReturnType<typeof startTestStore>>;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => store.stop());

describe('signing in with the local identity adapter', () => {
  it('opens a session cookie and answers the user with a token whose claims verify', async () => {
    const { user, password } = await givenUser();

    const result = await whenLoggingIn(user.username, password);

    expect(result.statusCode).toBe(200);
    expect(result.headers?.['cache-control']).toBe('no-store');
    expect(result.cookies?.[0]).toMatch(/^sid=[\w-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax$/);
    expect(result.json).toMatchObject({
      authenticated: true,
      user: {
        userId: user.userId,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.edu',
        campusCode: campus.code,
        campusName: campus.name,
        shortName: campus.shortName,
        tenantCode: campus.tenantCode,
      },
    });
    const claims = await verifyAccessToken(result.json?.accessToken as string);
    expect(claims).toMatchObject({ sub: user.userId, 'custom:campusCode': campus.code, 'cognito:username': user.username });
    expect(Date.parse(result.json?.expiresAt as string)).toBe((claims.exp as number) * 1000);
  });

  it('refuses a wrong password with 401 and no cookie', async () => {
    const { user } = await givenUser();

    const result = await whenLoggingIn(user.username, 'not-the-password');

    expect(result.statusCode).toBe(401);
    expect(result.json).toEqual({ error: 'Incorrect username or password.', code: 'UNAUTHENTICATED' });
    expect(result.cookies).toBeUndefined();
  });

  it('refuses an unknown username with the same answer as a wrong password', async () => {
    const result = await whenLoggingIn('nobody-here', 'whatever');

    expect(result.statusCode).toBe(401);
    expect(result.json).toEqual({ error: 'Incorrect username or password.', code: 'UNAUTHENTICATED' });
  });

  it('refuses an INACTIVE user even with the right password', async () => {
    const { user, password } = await givenUser({ status: 'INACTIVE' });

    const result = await whenLoggingIn(user.username, password);

    expect(result.statusCode).toBe(401);
  });

  it('answers 400 BAD_USER_INPUT to a malformed body', async () => {
    const answers = await Promise.all([
      call(httpEvent('POST', '/auth/api/login', { body: '{not json' })),
      call(httpEvent('POST', '/auth/api/login', { body: { username: 'x' } })),
      call(httpEvent('POST', '/auth/api/login', { body: 'username=x&password=y', headers: { 'content-type': 'text/plain' } })),
    ]);

    expect(answers.map((answer) => [answer.statusCode, answer.json?.code])).toEqual([
      [400, 'BAD_USER_INPUT'],
      [400, 'BAD_USER_INPUT'],
      [400, 'BAD_USER_INPUT'],
    ]);
  });
});

describe('refreshing and ending a session', () => {
  it('hands a fresh token to a browser with a live session cookie', async () => {
    const { user, password } = await givenUser();
    const cookie = sessionCookieOf(await whenLoggingIn(user.username, password));

    const result = await whenRefreshing(cookie);

    expect(result.statusCode).toBe(200);
    expect(result.json).toMatchObject({ authenticated: true, user: { userId: user.userId, campusName: campus.name } });
    expect((await verifyAccessToken(result.json?.accessToken as string)).sub).toBe(user.userId);
  });

  it('answers authenticated false without a cookie', async () => {
    const result = await whenRefreshing();

    expect(result.json).toEqual({ authenticated: false });
  });

  it('answers authenticated false after logout, and clears the cookie', async () => {
    const { user, password } = await givenUser();
    const cookie = sessionCookieOf(await whenLoggingIn(user.username, password));

    const loggedOut = await whenLoggingOut(cookie);
    const result = await whenRefreshing(cookie);

    expect(loggedOut.json).toEqual({ authenticated: false });
    expect(loggedOut.cookies).toEqual(['sid=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax']);
    expect(result.json).toEqual({ authenticated: false });
  });

  it('answers authenticated false for an expired session', async () => {
    const { user } = await givenUser();
    const thirteenHoursAgo = new Date(Date.now() - 13 * 3600_000);
    const { sessionId } = await tableSessionStore.create({ userId: user.userId, now: thirteenHoursAgo });

    const result = await whenRefreshing(`sid=${sessionId}`);

    expect(result.json).toEqual({ authenticated: false });
  });

  it('ends the session of a user deactivated after signing in', async () => {
    const { user, password } = await givenUser();
    const cookie = sessionCookieOf(await whenLoggingIn(user.username, password));
    await givenUser({ ...user, status: 'INACTIVE' });

    const result = await whenRefreshing(cookie);

    expect(result.json).toEqual({ authenticated: false });
  });

  it('answers 404 to routes it does not serve', async () => {
    const answers = await Promise.all([
      call(httpEvent('GET', '/auth/api/login')),
      call(httpEvent('GET', '/auth/api/nothing')),
      // The local adapter has no hosted sign-in page.
      call(httpEvent('GET', '/auth/api/authorize')),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
  });
});

describe('the auth handler mounted on express', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    mountHttpLambda(app, '/auth/*', handler);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sets an HttpOnly, SameSite=Lax session cookie that signs the next refresh in', async () => {
    const { user, password } = await givenUser();

    const login = await fetch(`${base}/auth/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.username, password }),
    });
    const setCookie = login.headers.getSetCookie();
    const refresh = await fetch(`${base}/auth/api/client/refresh`, { headers: { cookie: (setCookie[0] ?? '').split(';')[0] as string } });

    expect(login.status).toBe(200);
    expect(setCookie).toHaveLength(1);
    expect(setCookie[0]).toContain('HttpOnly');
    expect(setCookie[0]).toContain('SameSite=Lax');
    expect(setCookie[0]).toContain('Path=/');
    expect(setCookie[0]).not.toContain('Secure');
    expect(await refresh.json()).toMatchObject({ authenticated: true, user: { userId: user.userId } });
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const { user, password } = await givenUser();

    const login = await fetch(`${base}/auth/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ username: user.username, password }),
    });

    expect(login.headers.getSetCookie()[0]).toMatch(/; Secure$/);
  });
});
