import { createObservability } from '../shared/observability';

/** The outcomes function's logger, metrics and tracer. */
export const observability = createObservability('outcomes');
export const { logger, metrics, tracer } = observability;
