import { createObservability } from '../shared/observability';

/** The flags function's logger, metrics and tracer. */
export const observability = createObservability('flags');
export const { logger, metrics, tracer } = observability;
