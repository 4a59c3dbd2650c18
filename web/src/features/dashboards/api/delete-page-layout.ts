import { useMutation } from '@apollo/client/react';
import { DeletePageLayoutDocument } from './delete-page-layout.generated';

/** Deletes a layout (a dashboard with it); the menus read their lists again. */
export function useDeletePageLayout() {
  return useMutation(DeletePageLayoutDocument, { refetchQueries: ['ProgramDashboards', 'DefaultDashboards'] });
}
