import { createObservability } from '../shared/observability';

/** The test-support function's logger, metrics and tracer. */
export const observability = createObservability('testing');
export const { logger, metrics, tracer } = observability;
