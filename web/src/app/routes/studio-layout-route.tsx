import { StudioDashboardsMenu } from '@/features/dashboards/components/dashboard-menu-links';
import { StudioLayout } from '@/features/studio/components/studio-layout';

/** `/studio/*`: the studio frame (gate, left menu, breadcrumbs) around the studio screens; a program's menu lists its default dashboards. */
export default function StudioLayoutRoute() {
  return (
    <StudioLayout
      menuExtras={(scope, onNavigate) =>
        scope.kind === 'program' ? { 'New Dashboard': <StudioDashboardsMenu campusId={scope.campusId} programId={scope.programId} onNavigate={onNavigate} /> } : undefined
      }
    />
  );
}
