import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { expiredCookie, readCookie, serializeCookie } from '../cookies';
import { errorResponse, redirectResponse } from '../http-response';
import { isSecureRequest, requestOrigin } from '../http-request';
import { flowCookie, flowCookieValue, startHostedUiFlow, verifierForState } from '../hosted-ui-flow';
import { sessionCookie } from '../session-cookie';
import type { Route, RouteContext } from './route';

const callbackPath = '/auth/api/callback';
// Identity provider names as Cognito allows them; anything else is dropped rather than forwarded.
const providerName = /^[\w.\- ]{1,128}$/;

const notOffered = () => errorResponse(404, 'NOT_FOUND', 'This deployment has no hosted sign-in.');

/** GET /auth/api/authorize[?identity_provider=...]: sends the browser to the hosted sign-in page. */
export const authorize: Route = async ({ event, provider }) => {
  if (!provider.hostedSignIn) return notOffered();
  const flow = startHostedUiFlow();
  const requested = event.queryStringParameters?.identity_provider;
  const url = provider.hostedSignIn.authorizeUrl({
    redirectUri: `${requestOrigin(event)}${callbackPath}`,
    state: flow.state,
    codeChallenge: flow.codeChallenge,
    ...(requested && providerName.test(requested) ? { identityProvider: requested } : {}),
  });
  const cookie = serializeCookie(flowCookie.name, flowCookieValue(flow), {
    maxAgeSeconds: flowCookie.maxAgeSeconds,
    path: flowCookie.path,
    secure: isSecureRequest(event),
  });
  return redirectResponse(url, [cookie]);
};

async function completeSignIn({ event, provider }: RouteContext) {
  const query = event.queryStringParameters ?? {};
  const codeVerifier = verifierForState(readCookie(event, flowCookie.name), query.state);
  if (query.error || !query.code || !codeVerifier || !provider.hostedSignIn) return undefined;
  return provider.hostedSignIn.complete({
    code: query.code,
    codeVerifier,
    redirectUri: `${requestOrigin(event)}${callbackPath}`,
  });
}

/**
 * GET /auth/api/callback?code=...&state=...: where the hosted sign-in page sends the browser back. Opens
 * the session and goes home; any failure lands on the login page with an error code.
 */
export const callback: Route = async (context) => {
  const { event, provider, observability } = context;
  if (!provider.hostedSignIn) return notOffered();
  const secure = isSecureRequest(event);
  const clearFlow = expiredCookie(flowCookie.name, { path: flowCookie.path, secure });
  let result: Awaited<ReturnType<typeof completeSignIn>>;
  try {
    result = await completeSignIn(context);
  } catch (error) {
    observability.logger.error('Hosted sign-in failed', error as Error);
  }
  if (!result?.ok) {
    observability.metrics.addMetric('FailedSignIns', MetricUnit.Count, 1);
    observability.logger.info('Hosted sign-in refused', { reason: result?.reason ?? 'callback-invalid' });
    return redirectResponse(`/login?error=${result?.reason ?? 'sign-in-failed'}`, [clearFlow]);
  }
  observability.metrics.addMetric('SignIns', MetricUnit.Count, 1);
  return redirectResponse('/', [clearFlow, sessionCookie(result.session, secure)]);
};
