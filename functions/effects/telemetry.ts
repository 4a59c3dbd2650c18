import { createObservability } from '../shared/observability';

/** The effects worker's logger and metrics. */
export const { logger, metrics } = createObservability('effects');
