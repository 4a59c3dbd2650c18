import { describe, expect, it } from 'vitest';
import { expiredCookie, readCookie, serializeCookie } from './cookies';

describe('cookies', () => {
  it('are HttpOnly, SameSite=Lax, and Secure only when asked', () => {
    const plain = serializeCookie('sid', 'abc', { maxAgeSeconds: 60, secure: false });
    const secure = serializeCookie('sid', 'abc', { maxAgeSeconds: 60, secure: true });

    expect(plain).toBe('sid=abc; Path=/; Max-Age=60; HttpOnly; SameSite=Lax');
    expect(secure).toBe('sid=abc; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure');
  });

  it('are cleared with an empty value and Max-Age=0 on the same path', () => {
    expect(expiredCookie('auth_flow', { path: '/auth/api/callback', secure: false })).toBe(
      'auth_flow=; Path=/auth/api/callback; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });

  it('are read from the payload v2 cookies array, or from a Cookie header', () => {
    const fromArray = readCookie({ cookies: ['theme=dark', 'sid=abc=='], headers: {} }, 'sid');
    const fromHeader = readCookie({ headers: { cookie: 'theme=dark; sid=xyz' } }, 'sid');
    const missing = readCookie({ headers: {} }, 'sid');

    expect([fromArray, fromHeader, missing]).toEqual(['abc==', 'xyz', undefined]);
  });
});
