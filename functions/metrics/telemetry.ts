import { createObservability } from '../shared/observability';

/** The metrics function's logger and metrics. */
export const { logger, metrics } = createObservability('metrics');
