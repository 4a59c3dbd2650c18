import { createObservability } from '../shared/observability';

/** The flags function's logger and metrics. */
export const { logger, metrics } = createObservability('flags');
