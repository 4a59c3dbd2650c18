import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** Attributes of a cookie this service sets. Every one is HttpOnly and SameSite=Lax. */
export interface CookieOptions {
  maxAgeSeconds: number;
  path?: string;
  secure: boolean;
}

/** A Set-Cookie value. Values are base64url or empty, so they need no encoding. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${value}`,
    `Path=${options.path ?? '/'}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'HttpOnly',
    // Lax: sent on top-level navigations (the hosted UI's redirect back) but not on cross-site POSTs.
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** A Set-Cookie value that deletes the cookie. */
export const expiredCookie = (name: string, options: Omit<CookieOptions, 'maxAgeSeconds'>) =>
  serializeCookie(name, '', { ...options, maxAgeSeconds: 0 });

/** A request cookie's value. Payload v2 puts cookies in `cookies`; a raw Cookie header is read as a fallback. */
export function readCookie(event: Pick<APIGatewayProxyEventV2, 'cookies' | 'headers'>, name: string): string | undefined {
  const pairs = event.cookies ?? (event.headers?.cookie ?? '').split(';');
  for (const pair of pairs) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      const value = pair.slice(separator + 1).trim();
      if (value) return value;
    }
  }
  return undefined;
}
