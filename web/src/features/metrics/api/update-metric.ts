import { useMutation } from '@apollo/client/react';
import { UpdateMetricDocument } from './update-metric.generated';

/** Replaces a metric's definition at the version the editor read (CONFLICT otherwise); its chart is computed again. */
export function useUpdateMetric() {
  return useMutation(UpdateMetricDocument, { refetchQueries: ['MetricSeries', 'ProgramMetrics'] });
}
