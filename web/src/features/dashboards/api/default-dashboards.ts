import { useQuery } from '@apollo/client/react';
import { DefaultDashboardsDocument } from './default-dashboards.generated';

/** A page of the program's PROGRAM dashboards, for the studio program's menu. */
export function useDefaultDashboards(programId: string, cursor: string | null = null) {
  return useQuery(DefaultDashboardsDocument, { variables: { programId, cursor } });
}
