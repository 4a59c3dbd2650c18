import { createObservability } from '../shared/observability';

/** The authorization function's logger and metrics. */
export const { logger, metrics } = createObservability('authz');
