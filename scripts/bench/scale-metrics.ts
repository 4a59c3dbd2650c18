import { dynamoRequestCounter } from '../../functions/data/client';
import { metricEntity, type MetricRecord } from '../../functions/data/entities';
import { putRecord } from '../../functions/data/store';
import { newestForms } from './newest-forms';
import { scaleFormsGroupId, scaleScenario } from './scale-records';

/** The metric bench:scale reads through metricSeries: the forms' group by status, as a chart widget shows it. */
export const scaleMetricId = 'scale-metric-forms-by-status';

/** Stores the metric (as createMetric would), so the chart widget's read can be measured. */
export async function seedScaleMetric(now: Date): Promise<void> {
  const stamp = now.toISOString();
  const metric: MetricRecord = {
    id: scaleMetricId,
    programId: scaleScenario.programId,
    templateGroupId: scaleFormsGroupId,
    title: 'Scale forms by status',
    type: 'STATUS',
    view: 'BAR',
    sourceType: 'FORMS',
    dataType: 'COUNT',
    scope: 'TEMPLATE_GROUP',
    filter: [],
    aggregate: { function: 'COUNT' },
    chartOptions: { layout: 'VERTICAL', showPercentage: false },
    version: 1,
    createdAt: stamp,
    updatedAt: stamp,
  };
  await putRecord(metricEntity, metric);
}

/** What the Metrics tab read before the aggregates, once: the newest forms of the group, page by page. */
export interface OldScanFigures {
  /** At most 2,000 forms, as the old resolver read them (its numbers were a sample past that). */
  sample: { ms: number; requests: number; forms: number };
  /** Every form of the group: what exact numbers would have cost the old way. */
  full: { ms: number; requests: number; forms: number };
}

async function timed(max: number) {
  const requests = dynamoRequestCounter.total;
  const started = performance.now();
  const { forms } = await newestForms(scaleFormsGroupId, max);
  return { ms: performance.now() - started, requests: dynamoRequestCounter.total - requests, forms: forms.length };
}

/** Reads the forms as the old templateMetrics did (the 2,000 sample) and as an exact scan would (every form). */
export async function measureOldMetricsScan(): Promise<OldScanFigures> {
  return { sample: await timed(2_000), full: await timed(Number.MAX_SAFE_INTEGER) };
}
