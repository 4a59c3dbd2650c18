import { createObservability } from '../shared/observability';

/** The forms function's logger, metrics and tracer. */
export const observability = createObservability('forms');
export const { logger, metrics, tracer } = observability;
