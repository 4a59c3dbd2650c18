import { useQuery } from '@apollo/client/react';
import { DashboardScreenDocument } from './dashboard-screen.generated';

/** A dashboard and its page layout. */
export function useDashboardScreen(id: string) {
  return useQuery(DashboardScreenDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
}
