import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { describeSignedIn, signedOut } from '../client-session';
import { readCookie } from '../cookies';
import { isSecureRequest } from '../http-request';
import { jsonResponse } from '../http-response';
import { clearedSessionCookie, sessionCookieName } from '../session-cookie';
import type { Route } from './route';

/**
 * GET /auth/api/client/refresh: whether the browser's session is signed in and, when it is, a fresh
 * short-lived token. A cookie naming a dead session is cleared.
 */
export const refresh: Route = async ({ event, provider, observability: { metrics } }) => {
  const sessionId = readCookie(event, sessionCookieName);
  if (!sessionId) return jsonResponse(200, signedOut);
  const signedIn = await provider.refresh(sessionId);
  if (!signedIn) return jsonResponse(200, signedOut, [clearedSessionCookie(isSecureRequest(event))]);
  metrics.addMetric('Refreshes', MetricUnit.Count, 1);
  return jsonResponse(200, await describeSignedIn(signedIn));
};
