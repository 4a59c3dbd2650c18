import { useParams } from 'react-router-dom';
import { OverviewLayout } from '@/features/dashboards/components/overview-layout';
import { ProgramOverviewPage } from '@/features/studio/components/program-overview-page';
import { WidgetKindsProvider } from '../dashboard-widgets/widget-kinds-provider';

/** `/studio/campus/:campusId/program/:programId`: the program studio's overview, its editable overview layout and its templates. */
export default function StudioProgramRoute() {
  const { campusId = '', programId = '' } = useParams();
  return <ProgramOverviewPage key={programId} campusId={campusId} programId={programId} layout={
        <WidgetKindsProvider>
          <OverviewLayout programId={programId} editable />
        </WidgetKindsProvider>
      } />;
}
