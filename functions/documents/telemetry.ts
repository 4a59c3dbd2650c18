import { createObservability } from '../shared/observability';

/** The documents function's logger and metrics. */
export const { logger, metrics } = createObservability('documents');
