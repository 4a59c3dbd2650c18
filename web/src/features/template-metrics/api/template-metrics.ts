import { useQuery } from '@apollo/client/react';
import type { TemplateMetricsQuery } from '@/gql/graphql';
import { TemplateMetricsDocument } from './template-metrics.generated';

/** The metrics of a template group as the tab shows them. */
export type TemplateMetricsView = TemplateMetricsQuery['templateMetrics'];

/** How a template group's forms are doing (authors only); skipped until the group is known. */
export function useTemplateMetrics(templateGroupId: string | undefined) {
  return useQuery(TemplateMetricsDocument, {
    variables: { templateGroupId: templateGroupId ?? '' },
    skip: !templateGroupId,
    fetchPolicy: 'cache-and-network',
  });
}
