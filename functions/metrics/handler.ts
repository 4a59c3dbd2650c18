import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { createMetric, deleteMetric, metric, metricsByProgram, updateMetric } from './resolvers/metric-definitions';
import { metricSeries } from './resolvers/metric-series';
import { templateMetrics } from './resolvers/template-metrics';
import { observability } from './telemetry';

/** The metrics function: a template group's numbers for its authors (the Metrics tab) and programs' metrics. */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('templateMetrics', (args, { event }) => templateMetrics(callerOf(event), args));
  app.onQuery('metricsByProgram', (args, { event }) => metricsByProgram(callerOf(event), args));
  app.onQuery('metric', (args, { event }) => metric(callerOf(event), args));
  app.onQuery('metricSeries', (args, { event }) => metricSeries(callerOf(event), args));
  app.onMutation('createMetric', (args, { event }) => createMetric(callerOf(event), args));
  app.onMutation('updateMetric', (args, { event }) => updateMetric(callerOf(event), args));
  app.onMutation('deleteMetric', (args, { event }) => deleteMetric(callerOf(event), args));
});
