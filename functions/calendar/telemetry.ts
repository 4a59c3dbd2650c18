import { createObservability } from '../shared/observability';

/** The calendar function's logger, metrics and tracer. */
export const observability = createObservability('calendar');
export const { logger, metrics, tracer } = observability;
