import { createObservability } from '../shared/observability';

/** The test-support function's logger and metrics. */
export const { logger, metrics } = createObservability('testing');
