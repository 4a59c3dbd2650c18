import { createObservability } from '../shared/observability';

/** The roles function's logger and metrics. */
export const { logger, metrics } = createObservability('roles');
