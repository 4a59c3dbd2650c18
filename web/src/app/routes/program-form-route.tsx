import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { FormPage } from '@/features/forms/components/form-page';
import { FormCommentsForPage } from '../form-comments-slot';
import { programFormPaths } from '@/features/forms/hooks/form-paths';

/** `/program/:programId/form/:formId`: the form view inside a program; Close and form links stay in the program. */
export default function ProgramFormRoute() {
  const { programId = '', formId = '' } = useParams();
  const paths = useMemo(() => programFormPaths(programId), [programId]);
  return <FormPage key={formId} formId={formId} paths={paths} Comments={FormCommentsForPage} />;
}
