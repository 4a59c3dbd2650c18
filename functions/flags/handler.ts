import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { featureFlagHistory, featureFlagSettings, setFeatureFlag } from './resolvers/feature-flags';
import { observability } from './telemetry';

/** The flags function: the internal tools' view of feature flags, and the one way to change them. */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('featureFlagSettings', (_args, { event }) => featureFlagSettings(callerOf(event)));
  app.onQuery('featureFlagHistory', (args, { event }) => featureFlagHistory(callerOf(event), args));
  app.onMutation('setFeatureFlag', (args, { event }) => setFeatureFlag(callerOf(event), args));
});
