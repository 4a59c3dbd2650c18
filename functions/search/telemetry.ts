import { createObservability } from '../shared/observability';

/** The search function's logger and metrics. */
export const { logger, metrics } = createObservability('search');
