import { expiredCookie, serializeCookie } from './cookies';
import type { NewSession } from './identity-provider';

/** The session cookie's name: an opaque random id, HttpOnly, never readable by scripts. */
export const sessionCookieName = 'sid';

/** The Set-Cookie value for a new session. */
export const sessionCookie = (session: Pick<NewSession, 'sessionId' | 'maxAgeSeconds'>, secure: boolean) =>
  serializeCookie(sessionCookieName, session.sessionId, { maxAgeSeconds: session.maxAgeSeconds, secure });

/** The Set-Cookie value that removes the session cookie. */
export const clearedSessionCookie = (secure: boolean) => expiredCookie(sessionCookieName, { secure });
