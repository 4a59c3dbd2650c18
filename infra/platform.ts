import type { App } from 'aws-cdk-lib';
import { fixedCampusByProvider } from '../schema/src/sign-in-config';
import type { EntryOf } from './paths';
import type { PlatformSettings } from './settings';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { MonitoringStack } from './stacks/monitoring-stack';
import { WebStack } from './stacks/web-stack';

export interface PlatformOptions {
  settings: PlatformSettings;
  /** Where function entries live; tests may substitute missing ones. Defaults to functions/<name>/handler.ts. */
  entryOf?: EntryOf;
  /** The built web app; defaults to dist/web when built. Null deploys no content. */
  webAssets?: string | null;
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
  });
  const web = new WebStack(app, 'CampusForms-Web', {
    description: 'Campus forms: web app behind CloudFront',
    graphqlUrl: api.graphqlUrl,
    authFunctionUrl: auth.authFunctionUrl,
    webClient: { userPool: auth.userPool, client: auth.webClient, fingerprint: auth.webClientFingerprint },
    settings,
    entryOf,
    webAssets: options.webAssets,
  });
  const monitoring = new MonitoringStack(app, 'CampusForms-Monitoring', {
    description: 'Campus forms: dashboard and alarms',
    // The scheduler is watched like a domain function: its errors stop forms moving on time.
    domainFunctions: new Map([...api.domainFunctions, ['scheduler', api.schedulerFunction]]),
    alarmEmail: settings.alarmEmail,
  });
  return { data, auth, api, web, monitoring };
}
