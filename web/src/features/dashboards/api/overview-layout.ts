import { useQuery } from '@apollo/client/react';
import { overviewLayoutId } from '@schema/dashboards/ids';
import { OverviewLayoutDocument } from './overview-layout.generated';

/** A program overview's page layout (empty at version 0 until its admins save one). */
export function useOverviewLayout(programId: string) {
  return useQuery(OverviewLayoutDocument, { variables: { id: overviewLayoutId(programId) }, fetchPolicy: 'cache-and-network' });
}
