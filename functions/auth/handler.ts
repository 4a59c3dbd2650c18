import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { httpCorrelationId } from '../shared/correlation-ids';
import { startInvocation } from '../shared/invocation-telemetry';
import { authMetrics } from '../../schema/src/operations/metric-names';
import { createObservability } from '../shared/observability';
import { runInRequestContext } from '../shared/request-context';
import { errorResponse } from './http-response';
import type { IdentityProvider } from './identity-provider';
import { cameThroughCdn } from './origin-guard';
import { authorize, callback } from './routes/hosted-sign-in';
import { endGuestSession, guestSession } from './routes/guest-session';
import { login } from './routes/login';
import { logout } from './routes/logout';
import { newPassword } from './routes/new-password';
import { refresh } from './routes/refresh';
import { signInOptions } from './routes/sign-in-options';
import type { Route } from './routes/route';
import { selectIdentityProvider } from './select-identity-provider';

const observability = createObservability('auth');

const routes: Record<string, Route> = {
  'GET /auth/api/client/refresh': refresh,
  'GET /auth/api/client/sign-in-options': signInOptions,
  'POST /auth/api/login': login,
  'POST /auth/api/new-password': newPassword,
  'POST /auth/api/logout': logout,
  'GET /auth/api/authorize': authorize,
  'GET /auth/api/callback': callback,
  // The public routes' guest identity (flag rollout-public-routes): under /public, where the guest cookie is sent.
  'GET /public/api/guest-session': guestSession,
  'POST /public/api/guest-session/end': endGuestSession,
};

let provider: IdentityProvider | undefined;

async function serve(route: Route, event: APIGatewayProxyEventV2) {
  const active = (provider ??= selectIdentityProvider());
  // Never tagged with x-test-id: before sign-in nobody is known to be the test-suite identity, and a header
  // anyone can send must not mark a person's session or user for a suite's cleanup.
  return runInRequestContext({}, () => route({ event, provider: active, observability }));
}

/**
 * The auth service: a Lambda behind a function URL or an HTTP API (payload v2) in AWS, and the same
 * function mounted on the local harness's express server. Routes on method and path; answers JSON (or
 * redirects for the hosted sign-in), with Set-Cookie values in `cookies`.
 */
export const handler = async (
  event: APIGatewayProxyEventV2,
  context?: Context,
): Promise<APIGatewayProxyStructuredResultV2> => {
  const { logger } = observability;
  if (!cameThroughCdn(event)) return errorResponse(403, 'FORBIDDEN', "Call the auth API through the web app's address.");
  const route = routes[`${event.requestContext.http.method.toUpperCase()} ${event.rawPath}`];
  if (!route) return errorResponse(404, 'NOT_FOUND', 'Not found.');
  const correlationId = httpCorrelationId(event, context);
  const invocation = startInvocation(observability, { name: event.rawPath, correlationId, context, metricNames: authMetrics });
  logger.appendKeys({ route: event.rawPath });
  try {
    return await serve(route, event);
  } catch (error) {
    logger.error('Auth request failed', error as Error);
    invocation.failed(error);
    return errorResponse(500, 'INTERNAL_SERVER_ERROR', 'Something went wrong. Please try again.');
  } finally {
    invocation.end();
  }
};
