import { createObservability } from '../shared/observability';

/** The metrics function's logger, metrics and tracer. */
export const observability = createObservability('metrics');
export const { logger, metrics, tracer } = observability;
