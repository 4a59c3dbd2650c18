import { createObservability } from '../shared/observability';

/** The explorer function's logger, metrics and tracer. */
export const observability = createObservability('explorer');
export const { logger, metrics, tracer } = observability;
