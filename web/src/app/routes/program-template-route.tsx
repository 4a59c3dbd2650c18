import { useParams } from 'react-router-dom';
import { ProgramTemplatePage } from '@/features/program-area/components/program-template-page';

/** `/program/:programId/template/:templateGroupId`: a template of the program and the forms started from it. */
export default function ProgramTemplateRoute() {
  const { programId = '', templateGroupId = '' } = useParams();
  return <ProgramTemplatePage key={templateGroupId} programId={programId} templateGroupId={templateGroupId} />;
}
