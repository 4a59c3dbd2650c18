import { signedOut } from '../client-session';
import { readCookie } from '../cookies';
import { isSecureRequest } from '../http-request';
import { jsonResponse } from '../http-response';
import { clearedSessionCookie, sessionCookieName } from '../session-cookie';
import type { Route } from './route';

/** POST /auth/api/logout: ends the session and clears the cookie, even if the provider could not be reached. */
export const logout: Route = async ({ event, provider, observability: { logger } }) => {
  const sessionId = readCookie(event, sessionCookieName);
  if (sessionId) {
    try {
      await provider.signOut(sessionId);
    } catch (error) {
      // The browser must end up signed out whatever happened upstream; the session expires on its own.
      logger.warn('Sign-out did not complete upstream', error as Error);
    }
  }
  return jsonResponse(200, signedOut, [clearedSessionCookie(isSecureRequest(event))]);
};
