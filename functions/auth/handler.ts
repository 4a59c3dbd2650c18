import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { createObservability } from '../shared/observability';
import { runInRequestContext } from '../shared/request-context';
import { header } from './http-request';
import { errorResponse } from './http-response';
import type { IdentityProvider } from './identity-provider';
import { authorize, callback } from './routes/hosted-sign-in';
import { login } from './routes/login';
import { logout } from './routes/logout';
import { refresh } from './routes/refresh';
import { signInOptions } from './routes/sign-in-options';
import type { Route } from './routes/route';
import { selectIdentityProvider } from './select-identity-provider';

const observability = createObservability('auth');

const routes: Record<string, Route> = {
  'GET /auth/api/client/refresh': refresh,
  'GET /auth/api/client/sign-in-options': signInOptions,
  'POST /auth/api/login': login,
  'POST /auth/api/logout': logout,
  'GET /auth/api/authorize': authorize,
  'GET /auth/api/callback': callback,
};

let provider: IdentityProvider | undefined;

async function serve(route: Route, event: APIGatewayProxyEventV2) {
  const active = (provider ??= selectIdentityProvider());
  const testId = header(event, 'x-test-id');
  // Sessions and just-in-time users created by a test's requests are tagged, so its cleanup removes them.
  return runInRequestContext(testId ? { testId } : {}, () => route({ event, provider: active, observability }));
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
  const { logger, metrics } = observability;
  if (context) logger.addContext(context);
  const route = routes[`${event.requestContext.http.method.toUpperCase()} ${event.rawPath}`];
  if (!route) return errorResponse(404, 'NOT_FOUND', 'Not found.');
  logger.appendKeys({ route: event.rawPath });
  try {
    return await serve(route, event);
  } catch (error) {
    logger.error('Auth request failed', error as Error);
    return errorResponse(500, 'INTERNAL_SERVER_ERROR', 'Something went wrong. Please try again.');
  } finally {
    // Most requests count nothing (a signed-out refresh); publishing then only logs a warning.
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
    logger.removeKeys(['route']);
  }
};
