import { createObservability } from '../shared/observability';

/** The authorization function's logger, metrics and tracer. */
export const observability = createObservability('authz');
export const { logger, metrics, tracer } = observability;
