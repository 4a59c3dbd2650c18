import { createObservability } from '../shared/observability';

/** The effects worker's logger, metrics and tracer. */
export const observability = createObservability('effects');
export const { logger, metrics, tracer } = observability;
