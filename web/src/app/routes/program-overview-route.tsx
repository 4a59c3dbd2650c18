import { useParams } from 'react-router-dom';
import { ProgramOverviewPage } from '@/features/program-area/components/program-overview-page';
import { NewTemplateButton } from '@/features/studio/components/new-template-button';

/** `/program/:programId`: the program's Overview; its administrators create templates from it. */
export default function ProgramOverviewRoute() {
  const { programId = '' } = useParams();
  return <ProgramOverviewPage programId={programId} newTemplate={(campusCode) => <NewTemplateButton campusId={campusCode} programId={programId} />} />;
}
