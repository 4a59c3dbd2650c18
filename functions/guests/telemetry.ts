import { createObservability } from '../shared/observability';

/** The guests function's logger, metrics and tracer. */
export const observability = createObservability('guests');
