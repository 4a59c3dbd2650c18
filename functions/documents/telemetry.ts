import { createObservability } from '../shared/observability';

/** The documents function's logger, metrics and tracer. */
export const observability = createObservability('documents');
export const { logger, metrics, tracer } = observability;
