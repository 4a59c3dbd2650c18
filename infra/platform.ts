import type { App } from 'aws-cdk-lib';
import { authMetrics, effectsMetrics, guestKeyMetrics, resolverMetrics, schedulerMetrics } from '../schema/src/operations/metric-names';
import { fixedCampusByProvider } from '../schema/src/sign-in-config';
import { acknowledgeNagFindings } from './nag/acknowledgements';
import { addNagChecks } from './nag/rule-packs';
import type { EntryOf } from './paths';
import type { PlatformSettings } from './settings';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { MonitoringStack, type WatchedFunction } from './stacks/monitoring-stack';
import { WebStack } from './stacks/web-stack';

export interface PlatformOptions {
  settings: PlatformSettings;
  /** Where function entries live; tests may substitute missing ones. Defaults to functions/<name>/handler.ts. */
  entryOf?: EntryOf;
  /** The built web app; defaults to dist/web when built. Null deploys no content. */
  webAssets?: string | null;
  /**
   * Run cdk-nag's AwsSolutions and Serverless packs when the app synthesizes (default true): synth fails on any
   * finding not acknowledged in infra/nag. Stack tests that only read templates turn it off.
   */
  nagChecks?: boolean;
}

/**
 * The whole platform as five environment-agnostic stacks (synth needs no account, region or lookups).
 * Dependencies run one way, Data -> Auth -> Api -> Web and Api -> Monitoring, through CDK's automatic
 * cross-stack references (exports and imports).
 */
export function createPlatform(app: App, options: PlatformOptions) {
  const { settings, entryOf } = options;
  const data = new DataStack(app, 'CampusForms-Data', {
    description: 'Campus forms: table and images bucket',
  });
  const auth = new AuthStack(app, 'CampusForms-Auth', {
    description: 'Campus forms: Cognito, the auth API and the provisioning of infra/config',
    table: data.table,
    settings,
    entryOf,
  });
  const api = new ApiStack(app, 'CampusForms-Api', {
    description: 'Campus forms: AppSync GraphQL API and domain functions',
    table: data.table,
    imageBucket: data.imageBucket,
    userPool: auth.userPool,
    fixedCampusByProvider: fixedCampusByProvider(settings.platformConfig.identityProviders),
    testSupport: settings.testSupport,
    entryOf,
    guestTokenSecret: auth.guestTokenSecret,
  });
  const web = new WebStack(app, 'CampusForms-Web', {
    description: 'Campus forms: web app behind CloudFront',
    graphqlUrl: api.graphqlUrl,
    authFunctionUrl: auth.authFunctionUrl,
    webClient: { userPool: auth.userPool, client: auth.webClient, fingerprint: auth.webClientFingerprint },
    settings,
    entryOf,
    originVerifySecret: auth.originVerifySecret,
    guestApiKey: api.guestApiKey,
    webAssets: options.webAssets,
  });
  const monitoring = new MonitoringStack(app, 'CampusForms-Monitoring', {
    description: 'Campus forms: dashboard and alarms',
    functions: new Map<string, WatchedFunction>([
      ...[...api.domainFunctions].map(([domain, fn]) => [domain, { fn, handlerMetrics: resolverMetrics }] as const),
      // The scheduler's failures stop forms moving on time; the auth function's stop people signing in.
      // A scheduler run longer than its minute falls behind; provisioning runs during deploys, for minutes.
      ['scheduler', { fn: api.schedulerFunction, handlerMetrics: schedulerMetrics, latencyThresholdMs: 60_000 }],
      ['auth', { fn: auth.authFunction, handlerMetrics: authMetrics }],
      // If its weekly runs keep failing, the public routes lapse when the guests' API key expires.
      ['guest-key', { fn: api.guestKeyFunction, handlerMetrics: guestKeyMetrics }],
      // Cognito runs it at every sign-in and refresh: its failures lock everyone out.
      ['token-claims', { fn: auth.tokenClaimsFunction, latencyThresholdMs: 2_000 }],
      ['provisioning', { fn: auth.provisioningFunction, latencyThresholdMs: 240_000 }],
      // An effect's integration call may take up to 14 minutes (its trigger's timeout).
      ['effects', { fn: api.effects.worker, handlerMetrics: effectsMetrics, latencyThresholdMs: 840_000 }],
    ]),
    api: api.api,
    table: data.table,
    deadLetterQueues: new Map([['effects-dead-letters', api.effects.deadLetterQueue]]),
    alarmEmail: settings.alarmEmail,
  });
  const stacks = { data, auth, api, web, monitoring };
  acknowledgeNagFindings(stacks, settings);
  if (options.nagChecks ?? true) addNagChecks(app);
  return stacks;
}
