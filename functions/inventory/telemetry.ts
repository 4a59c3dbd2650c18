import { createObservability } from '../shared/observability';

/** The inventory function's logger, metrics and tracer. */
export const observability = createObservability('inventory');
export const { logger, metrics, tracer } = observability;
