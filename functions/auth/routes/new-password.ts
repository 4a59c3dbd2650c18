import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { z } from 'zod';
import { maxPasswordLength } from '../../../schema/src/auth/password-policy';
import { clearedChallengeCookie, challengeCookieName } from '../challenge-cookie';
import { describeSignedIn } from '../client-session';
import { readCookie } from '../cookies';
import { bodyText, header, isSecureRequest } from '../http-request';
import { errorResponse, jsonResponse } from '../http-response';
import { sessionCookie } from '../session-cookie';
import { refusalMessages } from './login';
import type { Route } from './route';

const newPasswordSchema = z.object({ newPassword: z.string().min(1).max(maxPasswordLength) });

function parseNewPassword(event: Parameters<Route>[0]['event']) {
  // JSON only, as for the login: a cross-site form post cannot send it without a preflight.
  if (!header(event, 'content-type')?.toLowerCase().startsWith('application/json')) return undefined;
  try {
    const parsed = newPasswordSchema.safeParse(JSON.parse(bodyText(event)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /auth/api/new-password: the second turn of a FORCE_CHANGE_PASSWORD user's sign-in. With the challenge
 * cookie the login set, sets the new password, makes the user ACTIVE and opens a session, answering as the
 * login does. A password outside the policy keeps the challenge (the user may correct it); an expired or used
 * challenge sends the user back to the sign-in.
 */
export const newPassword: Route = async ({ event, provider, observability: { logger, metrics } }) => {
  const secure = isSecureRequest(event);
  const input = parseNewPassword(event);
  if (!input) return errorResponse(400, 'BAD_USER_INPUT', 'Send a JSON body with a newPassword.');
  const challengeId = readCookie(event, challengeCookieName);
  if (!challengeId) return errorResponse(401, 'UNAUTHENTICATED', refusalMessages['challenge-expired']);
  const result = await provider.completeNewPassword(challengeId, input.newPassword);
  if (!result.ok && result.reason === 'password-policy') {
    return errorResponse(400, 'BAD_USER_INPUT', refusalMessages['password-policy']);
  }
  if (!result.ok) {
    metrics.addMetric('FailedSignIns', MetricUnit.Count, 1);
    logger.info('New password refused', { reason: result.reason });
    const message = result.reason === 'new-password-required' ? refusalMessages['challenge-expired'] : refusalMessages[result.reason];
    return jsonResponse(401, { error: message, code: 'UNAUTHENTICATED' }, [clearedChallengeCookie(secure)]);
  }
  metrics.addMetric('SignIns', MetricUnit.Count, 1);
  logger.info('Signed in with a new password', { userId: result.session.user.userId });
  return jsonResponse(200, await describeSignedIn(result.session), [sessionCookie(result.session, secure), clearedChallengeCookie(secure)]);
};
