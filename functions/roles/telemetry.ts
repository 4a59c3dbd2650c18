import { createObservability } from '../shared/observability';

/** The roles function's logger, metrics and tracer. */
export const observability = createObservability('roles');
export const { logger, metrics, tracer } = observability;
