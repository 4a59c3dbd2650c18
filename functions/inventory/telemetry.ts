import { createObservability } from '../shared/observability';

/** The inventory function's logger and metrics. */
export const { logger, metrics } = createObservability('inventory');
