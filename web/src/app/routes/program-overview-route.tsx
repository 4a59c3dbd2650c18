import { useParams } from 'react-router-dom';
import { OverviewLayout } from '@/features/dashboards/components/overview-layout';
import { ProgramOverviewPage } from '@/features/program-area/components/program-overview-page';
import { NewTemplateButton } from '@/features/studio/components/new-template-button';
import { WidgetKindsProvider } from '../dashboard-widgets/widget-kinds-provider';

/** `/program/:programId`: the program's Overview (its saved overview layout, read-only, else its templates); its administrators create templates from it. */
export default function ProgramOverviewRoute() {
  const { programId = '' } = useParams();
  return (
    <ProgramOverviewPage
      programId={programId}
      newTemplate={(campusCode) => <NewTemplateButton campusId={campusCode} programId={programId} />}
      content={(defaults) => (
        <WidgetKindsProvider>
          <OverviewLayout programId={programId} editable={false} empty={defaults} />
        </WidgetKindsProvider>
      )}
    />
  );
}
