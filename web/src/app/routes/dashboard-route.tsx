import { useParams } from 'react-router-dom';
import { DashboardPage } from '@/features/dashboards/components/dashboard-page';
import { NewDashboardForm } from '@/features/dashboards/components/new-dashboard-form';
import { newDashboardSegment, programDashboardPath, studioDashboardPath } from '@/features/dashboards/hooks/dashboard-paths';
import { programPath, programStudioPath } from '@/features/program-area/hooks/program-paths';
import { FlagGate } from '../flag-gate';
import { WidgetKindsProvider } from '../dashboard-widgets/widget-kinds-provider';

/**
 * `dashboard/:dashboardId` (New Dashboard at `new`) in both places: the program area (flag rollout-dashboard; a
 * new dashboard is the user's own) and the studio program (a new dashboard is a PROGRAM one). One chunk for both.
 */
export default function DashboardRoute() {
  return (
    <WidgetKindsProvider>
      <DashboardScreen />
    </WidgetKindsProvider>
  );
}

function DashboardScreen() {
  const { campusId, programId = '', dashboardId = '' } = useParams();
  if (campusId !== undefined) {
    return dashboardId === newDashboardSegment ? (
      <NewDashboardForm key={programId} programId={programId} type="PROGRAM" pathOf={(id) => studioDashboardPath(campusId, programId, id)} />
    ) : (
      <DashboardPage key={dashboardId} dashboardId={dashboardId} afterDelete={programStudioPath(campusId, programId)} />
    );
  }
  return (
    <FlagGate flag="rollout-dashboard">
      {dashboardId === newDashboardSegment ? (
        <NewDashboardForm key={programId} programId={programId} type="USER" pathOf={(id) => programDashboardPath(programId, id)} />
      ) : (
        <DashboardPage key={dashboardId} dashboardId={dashboardId} afterDelete={programPath(programId)} />
      )}
    </FlagGate>
  );
}
