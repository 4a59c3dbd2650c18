import { createObservability } from '../shared/observability';

/** The comments function's logger, metrics and tracer. */
export const observability = createObservability('comments');
export const { logger, metrics, tracer } = observability;
