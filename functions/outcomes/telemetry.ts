import { createObservability } from '../shared/observability';

/** The outcomes function's logger and metrics. */
export const { logger, metrics } = createObservability('outcomes');
