import { expiredCookie, readCookie, serializeCookie } from '../cookies';
import { guestIdOfCookie, newGuestId, signGuestToken, signedGuestCookieValue } from '../guest-token';
import { isSecureRequest } from '../http-request';
import { jsonResponse } from '../http-response';
import type { Route } from './route';

/** The guest cookie: the guest's id, signed; only the public routes' paths ever send it. */
export const guestCookieName = 'gid';
const guestCookiePath = '/public';
/** A guest keeps their unfinished forms for 30 days on this browser. */
const guestCookieSeconds = 30 * 24 * 3600;

/**
 * GET /public/api/guest-session: the guest's identity for the public routes. On the first visit (no cookie, or
 * one whose signature is not ours) a new guest id is made and set in the cookie; every visit answers a fresh
 * guest token for the API. The path is under /public so that the cookie, scoped there, reaches it.
 */
export const guestSession: Route = async ({ event }) => {
  const known = guestIdOfCookie(readCookie(event, guestCookieName));
  const guestId = known ?? newGuestId();
  const cookies = known
    ? []
    : [serializeCookie(guestCookieName, signedGuestCookieValue(guestId), { maxAgeSeconds: guestCookieSeconds, path: guestCookiePath, secure: isSecureRequest(event) })];
  return jsonResponse(200, await signGuestToken(guestId), cookies);
};

/** POST /public/api/guest-session/end: forgets the guest (after a submit): the cookie is cleared. */
export const endGuestSession: Route = async ({ event }) =>
  jsonResponse(200, { ended: true }, [expiredCookie(guestCookieName, { path: guestCookiePath, secure: isSecureRequest(event) })]);
