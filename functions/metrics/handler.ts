import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { templateMetrics } from './resolvers/template-metrics';
import { observability } from './telemetry';

/** The metrics function: how a template group's forms are doing, for the group's authors (the Metrics tab). */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('templateMetrics', (args, { event }) => templateMetrics(callerOf(event), args));
});
