import { useQuery } from '@apollo/client/react';
import type { ProgramMetricsQuery } from '@/gql/graphql';
import { ProgramMetricsDocument } from './program-metrics.generated';

/** A metric as the picker lists it. */
export type ProgramMetricOption = ProgramMetricsQuery['metricsByProgram']['docs'][number];

/** The first 100 metrics of a program (a picker's choices; `cursor` says more exist). */
export function useProgramMetrics(programId: string) {
  return useQuery(ProgramMetricsDocument, { variables: { programId } });
}
