import { useQuery } from '@apollo/client/react';
import type { MetricSeriesQuery } from '@/gql/graphql';
import { MetricSeriesDocument } from './metric-series.generated';

/** A metric with its computed points, as a chart draws it. */
export type MetricSeriesView = MetricSeriesQuery['metricSeries'];

/** One metric's series (its program's members); shows the cached one while it refreshes. */
export function useMetricSeries(metricId: string) {
  return useQuery(MetricSeriesDocument, { variables: { id: metricId }, fetchPolicy: 'cache-and-network' });
}
