import { useParams } from 'react-router-dom';
import { ProgramOverviewPage } from '@/features/program-area/components/program-overview-page';

/** `/program/:programId`: the program's Overview. */
export default function ProgramOverviewRoute() {
  const { programId = '' } = useParams();
  return <ProgramOverviewPage programId={programId} />;
}
