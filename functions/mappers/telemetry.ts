import { createObservability } from '../shared/observability';

/** The mappers function's logger, metrics and tracer. */
export const observability = createObservability('mappers');
export const { logger, metrics, tracer } = observability;
