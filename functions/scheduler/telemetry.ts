import { createObservability } from '../shared/observability';

/** The scheduler function's logger and metrics. */
export const { logger, metrics } = createObservability('scheduler');
