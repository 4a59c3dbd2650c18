import { useParams } from 'react-router-dom';
import { ProgramOverviewPage } from '@/features/studio/components/program-overview-page';

/** `/studio/campus/:campusId/program/:programId`: the program studio's overview and its templates. */
export default function StudioProgramRoute() {
  const { campusId = '', programId = '' } = useParams();
  return <ProgramOverviewPage key={programId} campusId={campusId} programId={programId} />;
}
