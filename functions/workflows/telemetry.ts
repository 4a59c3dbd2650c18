import { createObservability } from '../shared/observability';

/** The workflows function's logger, metrics and tracer. */
export const observability = createObservability('workflows');
export const { logger, metrics, tracer } = observability;
