import { createObservability } from '../shared/observability';

/** The programs function's logger, metrics and tracer. */
export const observability = createObservability('programs');
export const { logger, metrics, tracer } = observability;
