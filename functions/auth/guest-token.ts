import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { requireEnv } from './env';

/**
 * Guest identity for the public routes. A guest is known by a random id kept in a signed, HttpOnly cookie scoped
 * to /public (guest-session.ts), and proves it to the API with a short-lived guest token the web holds in memory,
 * sent as `x-guest-token` beside the API key. Both are signed with HMAC-SHA256 under GUEST_TOKEN_SECRET (Secrets
 * Manager in AWS, a file under DATA_DIR locally): never a hard-coded key.
 */

/** The user id a guest acts as in the authorization engine: never a Cognito subject (those are UUIDs). */
export const guestUserIdOf = (guestId: string) => `guest-${guestId}`;

/** Whether a user id is a guest's. */
export const isGuestUserId = (userId: string) => userId.startsWith('guest-');

const guestAudience = 'campus-forms-guests';
const guestIdPattern = /^[0-9a-f-]{36}$/;

/** How long a guest token lives; the web asks for a new one before then. */
export const guestTokenSeconds = 15 * 60;

const secret = () => requireEnv('GUEST_TOKEN_SECRET');
const mac = (value: string) => createHmac('sha256', secret()).update(value).digest('base64url');

/** A new guest's id. */
export const newGuestId = () => randomUUID();

/** The guest cookie's value: the id and its HMAC, so a forged or edited cookie is simply a new guest. */
export const signedGuestCookieValue = (guestId: string) => `${guestId}.${mac(`guest-cookie:${guestId}`)}`;

/** The guest id a cookie value holds, when its signature is ours. */
export function guestIdOfCookie(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const [guestId, signature, extra] = value.split('.');
  if (!guestId || !signature || extra !== undefined || !guestIdPattern.test(guestId)) return undefined;
  const expected = Buffer.from(mac(`guest-cookie:${guestId}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? guestId : undefined;
}

const key = () => new TextEncoder().encode(secret());

/** A guest token for the API: HS256, the guest id as subject, 15 minutes. */
export async function signGuestToken(guestId: string, now = new Date()): Promise<{ token: string; expiresAt: string }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(guestId)
    .setAudience(guestAudience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + guestTokenSeconds)
    .sign(key());
  return { token, expiresAt: new Date((issuedAt + guestTokenSeconds) * 1000).toISOString() };
}

/** The guest id of a valid, unexpired guest token, or undefined. */
export async function verifyGuestToken(token: string | undefined): Promise<string | undefined> {
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, key(), { audience: guestAudience, algorithms: ['HS256'] });
    return typeof payload.sub === 'string' && guestIdPattern.test(payload.sub) ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}
