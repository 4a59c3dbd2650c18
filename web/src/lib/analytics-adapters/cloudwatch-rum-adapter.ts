import { AwsRum } from 'aws-rum-web';
import type { AnalyticsRuntimeConfig } from '@schema/analytics/analytics-config';
import type { AnalyticsAdapter, AnalyticsIdentity } from '../analytics';

type RumConfig = Extract<AnalyticsRuntimeConfig, { provider: 'cloudwatch-rum' }>;

/** The part of the RUM client the adapter uses (a fake in tests). */
export type RumClient = Pick<AwsRum, 'startSession' | 'addSessionAttributes'>;

/** The session attributes RUM records: the identity's fields, prefixed so they never clash with RUM's own. */
export function rumSessionAttributes(identity: AnalyticsIdentity): Record<string, string> {
  return {
    user_id: identity.userId,
    user_first_name: identity.firstName,
    user_last_name: identity.lastName,
    user_email: identity.email,
    user_campus_code: identity.campusCode,
    user_campus_name: identity.campusName,
    user_campus_short_name: identity.shortName,
  };
}

/** The RUM web client for the app monitor the Web stack made: errors, performance and requests, guest credentials. */
export function createRumClient(config: RumConfig, applicationVersion: string): RumClient {
  return new AwsRum(config.applicationId, applicationVersion, config.region, {
    identityPoolId: config.identityPoolId,
    guestRoleArn: config.guestRoleArn,
    sessionSampleRate: config.sessionSampleRate,
    endpoint: `https://dataplane.rum.${config.region}.amazonaws.com`,
    telemetries: ['errors', 'performance', 'http'],
    allowCookies: true,
  });
}

/**
 * Amazon CloudWatch RUM as the analytics tool: a sign-in starts a session for the user (their id as RUM's user id)
 * carrying the identity as session attributes; a sign-out starts an anonymous one.
 */
export function cloudWatchRumAdapter(rum: RumClient): AnalyticsAdapter {
  return {
    identify: (identity) => {
      rum.startSession({ userId: identity.userId });
      rum.addSessionAttributes(rumSessionAttributes(identity));
    },
    reset: () => {
      rum.startSession();
    },
  };
}
