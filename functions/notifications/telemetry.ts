import { createObservability } from '../shared/observability';

/** The notifications function's logger, metrics and tracer. */
export const observability = createObservability('notifications');
export const { logger, metrics, tracer } = observability;
