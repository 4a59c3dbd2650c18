import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { z } from 'zod';
import { describeSignedIn } from '../client-session';
import { bodyText, header, isSecureRequest } from '../http-request';
import { newPasswordChallenge, newPasswordMessages } from '../../../schema/src/auth/password-policy';
import { challengeCookie } from '../challenge-cookie';
import { errorResponse, jsonResponse } from '../http-response';
import type { SignInFailureReason } from '../identity-provider';
import { sessionCookie } from '../session-cookie';
import type { Route } from './route';
import { signInOptionsOf } from './sign-in-options';

const credentialsSchema = z.object({
  username: z.string().trim().min(1).max(256),
  password: z.string().min(1).max(1024),
});

const wrongCredentials = 'Incorrect username or password.';

// An inactive account gets the wrong-credentials answer too, so the form never confirms that it exists.
export const refusalMessages: Record<SignInFailureReason, string> = {
  'invalid-credentials': wrongCredentials,
  inactive: wrongCredentials,
  'challenge-required': 'This account needs another sign-in step. Please use the campus sign-in page.',
  'incomplete-profile': 'This account has no campus. Please contact support.',
  'challenge-expired': newPasswordMessages.expired,
  'password-policy': newPasswordMessages.policy,
};

function parseCredentials(event: Parameters<Route>[0]['event']) {
  // Requiring JSON forces a CORS preflight on cross-site posts, so another site cannot sign a browser in.
  if (!header(event, 'content-type')?.toLowerCase().startsWith('application/json')) return undefined;
  try {
    const parsed = credentialsSchema.safeParse(JSON.parse(bodyText(event)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** POST /auth/api/login: checks a username and password, opens a session and answers a token. */
export const login: Route = async ({ event, provider, observability: { logger, metrics } }) => {
  // Where the sign-in page offers no password form (Cognito: local accounts need their second factor on the
  // hosted page, and the client allows no API password flow), the endpoint refuses before asking anyone.
  if (!signInOptionsOf(provider, []).passwordForm) {
    return errorResponse(401, 'UNAUTHENTICATED', refusalMessages['challenge-required']);
  }
  const credentials = parseCredentials(event);
  if (!credentials) {
    return errorResponse(400, 'BAD_USER_INPUT', 'Send a JSON body with a username and a password.');
  }
  const result = await provider.signIn(credentials.username, credentials.password);
  if (!result.ok && result.reason === 'new-password-required') {
    logger.info('Sign-in needs a new password');
    const body = { error: newPasswordMessages.required, code: 'UNAUTHENTICATED', challenge: newPasswordChallenge };
    return jsonResponse(401, body, [challengeCookie(result.challengeId, isSecureRequest(event))]);
  }
  if (!result.ok) {
    metrics.addMetric('FailedSignIns', MetricUnit.Count, 1);
    logger.info('Sign-in refused', { reason: result.reason });
    return errorResponse(401, 'UNAUTHENTICATED', refusalMessages[result.reason]);
  }
  metrics.addMetric('SignIns', MetricUnit.Count, 1);
  logger.info('Signed in', { userId: result.session.user.userId });
  return jsonResponse(200, await describeSignedIn(result.session), [
    sessionCookie(result.session, isSecureRequest(event)),
  ]);
};
