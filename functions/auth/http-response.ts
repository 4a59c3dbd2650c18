import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ErrorCode } from '../shared/errors';

// Every answer of this service is about one user's session: never cache it anywhere.
const noStore = { 'cache-control': 'no-store' };

/** A JSON response, with Set-Cookie values in `cookies` as payload v2 wants them. */
export function jsonResponse(statusCode: number, body: unknown, cookies: string[] = []): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', ...noStore },
    body: JSON.stringify(body),
    ...(cookies.length ? { cookies } : {}),
  };
}

/** A JSON error in the shape the web app reads: `{error, code}`. */
export const errorResponse = (statusCode: number, code: ErrorCode, error: string) =>
  jsonResponse(statusCode, { error, code });

/** A redirect (302) for browser navigations. */
export function redirectResponse(location: string, cookies: string[] = []): APIGatewayProxyStructuredResultV2 {
  return { statusCode: 302, headers: { location, ...noStore }, ...(cookies.length ? { cookies } : {}) };
}
