import { useQuery } from '@apollo/client/react';
import { ProgramDashboardsDocument } from './program-dashboards.generated';

/** A page of the program's dashboards the caller sees (PROGRAM ones, then their own), for the program area's menu. */
export function useProgramDashboards(programId: string, cursor: string | null = null) {
  return useQuery(ProgramDashboardsDocument, { variables: { programId, cursor } });
}
