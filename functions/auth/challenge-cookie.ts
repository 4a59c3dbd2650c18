import { expiredCookie, serializeCookie } from './cookies';
import { challengeSeconds } from './challenge-store';

/** The new-password challenge's cookie: an opaque random id, HttpOnly, sent only to the new-password endpoint. */
export const challengeCookieName = 'npc';

const path = '/auth/api/new-password';

/** The Set-Cookie value for an open challenge. */
export const challengeCookie = (challengeId: string, secure: boolean) =>
  serializeCookie(challengeCookieName, challengeId, { maxAgeSeconds: challengeSeconds, path, secure });

/** The Set-Cookie value that removes the challenge cookie. */
export const clearedChallengeCookie = (secure: boolean) => expiredCookie(challengeCookieName, { path, secure });
