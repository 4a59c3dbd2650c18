import { createObservability } from '../shared/observability';

/** The libraries function's logger, metrics and tracer. */
export const observability = createObservability('libraries');
export const { logger, metrics, tracer } = observability;
