import { useMutation } from '@apollo/client/react';
import { UpdatePageLayoutDocument } from './update-page-layout.generated';

/**
 * Saves a layout's widgets and grid against the version it was loaded at. The screen showing it is read again, so
 * the page's other actions (Rename, Delete) carry the version the save moved to, not the one it replaced.
 */
export function useUpdatePageLayout() {
  return useMutation(UpdatePageLayoutDocument, { refetchQueries: ['DashboardScreen', 'OverviewLayout'], awaitRefetchQueries: true });
}
