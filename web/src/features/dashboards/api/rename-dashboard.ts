import { useMutation } from '@apollo/client/react';
import { RenameDashboardDocument } from './rename-dashboard.generated';

/** Rename; the screen and the program's dashboard lists are read again, so the title and the menus show the new name. */
export function useRenameDashboard() {
  return useMutation(RenameDashboardDocument, { refetchQueries: ['DashboardScreen', 'ProgramDashboards', 'DefaultDashboards'], awaitRefetchQueries: true });
}
