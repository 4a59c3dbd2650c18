import { createObservability } from '../shared/observability';

/** The assignments function's logger, metrics and tracer. */
export const observability = createObservability('assignments');
export const { logger, metrics, tracer } = observability;
