import { createObservability } from '../shared/observability';

/** The forms function's logger and metrics. */
export const { logger, metrics } = createObservability('forms');
