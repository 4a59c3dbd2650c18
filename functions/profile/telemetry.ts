import { createObservability } from '../shared/observability';

/** The profile function's logger and metrics. */
export const { logger, metrics } = createObservability('profile');
