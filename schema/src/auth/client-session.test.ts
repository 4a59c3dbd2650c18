import { describe, expect, it } from 'vitest';
import { parseClientSession } from './client-session';

const user = {
  userId: 'u-1',
  firstName: 'Staff',
  lastName: 'One',
  email: 'staff.one@campus.edu',
  campusCode: '01',
  campusName: 'Main Campus',
  shortName: 'Main',
  tenantCode: 'demo',
};
const signedIn = { authenticated: true, user, accessToken: 'token', expiresAt: '2026-11-24T10:00:00Z' };

describe('parseClientSession', () => {
  it('reads a signed-in answer, keeping only the fields it knows', () => {
    // Act
    const session = parseClientSession({ ...signedIn, extra: 1, user: { ...user, role: 'admin' } });

    // Assess
    expect(session).toEqual(signedIn);
  });

  it('reads a signed-out answer', () => {
    expect(parseClientSession({ authenticated: false, user })).toEqual({ authenticated: false });
  });

  it.each([
    ['no body', null],
    ['an array', [signedIn]],
    ['no authenticated flag', { user, accessToken: 'token', expiresAt: 'x' }],
    ['authenticated as text', { ...signedIn, authenticated: 'true' }],
    ['an empty token', { ...signedIn, accessToken: '' }],
    ['no expiry', { ...signedIn, expiresAt: undefined }],
    ['no user', { ...signedIn, user: undefined }],
    ['an empty user id', { ...signedIn, user: { ...user, userId: '' } }],
    ['a user field of the wrong type', { ...signedIn, user: { ...user, email: 7 } }],
    ['a missing user field', { ...signedIn, user: { ...user, tenantCode: undefined } }],
  ])('refuses %s', (_case, body) => {
    expect(parseClientSession(body)).toBeUndefined();
  });
});
