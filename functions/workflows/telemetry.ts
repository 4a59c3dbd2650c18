import { createObservability } from '../shared/observability';

/** The workflows function's logger and metrics. */
export const { logger, metrics } = createObservability('workflows');
