import { createObservability } from '../shared/observability';

/** The templates function's logger and metrics. */
export const { logger, metrics } = createObservability('templates');
