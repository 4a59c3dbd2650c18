import type { Metric } from '../../../schema/src/metrics/metric-model';
import { defineEntity } from '../entity';

/** A program's metric: one item, listed by its program through gsi1; every edit is one conditional write under `version`. */
export type MetricRecord = Metric;

/** gsi1's partition of a program's metrics. */
export const programMetricsPartition = (programId: string) => `PROGRAM#${programId}#METRICS`;

export const metricEntity = defineEntity<MetricRecord, 'byProgram'>({
  name: 'Metric',
  key: (m) => ({ pk: `METRIC#${m.id}`, sk: 'METRIC' }),
  indexes: {
    byProgram: { index: 'gsi1', key: (m) => ({ pk: programMetricsPartition(m.programId), sk: `${m.createdAt}#${m.id}` }) },
  },
});
