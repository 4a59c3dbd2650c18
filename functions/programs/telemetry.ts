import { createObservability } from '../shared/observability';

/** The programs function's logger and metrics. */
export const { logger, metrics } = createObservability('programs');
