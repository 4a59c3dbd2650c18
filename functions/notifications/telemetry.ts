import { createObservability } from '../shared/observability';

/** The notifications function's logger and metrics. */
export const { logger, metrics } = createObservability('notifications');
