import { createObservability } from '../shared/observability';

/** The scheduler function's logger, metrics and tracer. */
export const observability = createObservability('scheduler');
export const { logger, metrics, tracer } = observability;
