import { useMutation } from '@apollo/client/react';
import { CreateDashboardDocument } from './create-dashboard.generated';

/** New Dashboard; the program's dashboard lists are read again so the menus show it. */
export function useCreateDashboard() {
  return useMutation(CreateDashboardDocument, { refetchQueries: ['ProgramDashboards', 'DefaultDashboards'] });
}
