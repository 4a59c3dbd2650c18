import { createObservability } from '../shared/observability';

/** The search function's logger, metrics and tracer. */
export const observability = createObservability('search');
export const { logger, metrics, tracer } = observability;
