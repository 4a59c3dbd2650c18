import { useMutation } from '@apollo/client/react';
import { CreateMetricDocument } from './create-metric.generated';

/** Adds a metric to a program; the studio list and the chart widgets' pickers read their lists again. */
export function useCreateMetric() {
  return useMutation(CreateMetricDocument, { refetchQueries: ['MetricDefinitions', 'ProgramMetrics'] });
}
