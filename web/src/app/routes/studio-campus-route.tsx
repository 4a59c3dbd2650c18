import { useParams } from 'react-router-dom';
import { CampusProgramsPage } from '@/features/studio/components/campus-programs-page';
import { useStudioContext } from '@/features/studio/hooks/use-studio-context';

/** `/studio/campus/:campusId`: the campus index, its programs table and New Program. */
export default function StudioCampusRoute() {
  const { campusId = '' } = useParams();
  const { campusName } = useStudioContext();
  return <CampusProgramsPage key={campusId} campusId={campusId} campusName={campusName} />;
}
