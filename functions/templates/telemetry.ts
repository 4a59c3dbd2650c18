import { createObservability } from '../shared/observability';

/** The templates function's logger, metrics and tracer. */
export const observability = createObservability('templates');
export const { logger, metrics, tracer } = observability;
