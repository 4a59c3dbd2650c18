import { createObservability } from '../shared/observability';

/** The dashboards function's logger, metrics and tracer. */
export const observability = createObservability('dashboards');
export const { logger, metrics, tracer } = observability;
