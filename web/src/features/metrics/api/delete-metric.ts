import { useMutation } from '@apollo/client/react';
import { DeleteMetricDocument } from './delete-metric.generated';

/** Removes a metric; the studio list and the pickers read their lists again. */
export function useDeleteMetric() {
  return useMutation(DeleteMetricDocument, { refetchQueries: ['MetricDefinitions', 'ProgramMetrics'] });
}
