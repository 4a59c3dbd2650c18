import { createObservability } from '../shared/observability';

/** The profile function's logger, metrics and tracer. */
export const observability = createObservability('profile');
export const { logger, metrics, tracer } = observability;
