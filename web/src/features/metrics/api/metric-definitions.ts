import { useQuery } from '@apollo/client/react';
import { MetricDefinitionsDocument } from './metric-definitions.generated';

/** One page (25) of a program's metrics with their definitions, oldest first; `cursor` null is the first page. */
export function useMetricDefinitions(programId: string, cursor: string | null) {
  return useQuery(MetricDefinitionsDocument, { variables: { programId, cursor }, fetchPolicy: 'cache-and-network' });
}
