import { createObservability } from '../shared/observability';

/** The guest key keeper's logger, metrics and tracer. */
export const observability = createObservability('guest-key');
export const { logger, metrics, tracer } = observability;
