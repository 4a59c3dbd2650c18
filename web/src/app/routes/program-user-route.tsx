import { useContext, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { FormPage } from '@/features/forms/components/form-page';
import { FormCommentsForPage } from '../form-comments-slot';
import { programFormPaths } from '@/features/forms/hooks/form-paths';
import { UserDocumentsPage } from '@/features/user-documents/components/user-documents-page';
import { FlagGate } from '../flag-gate';
import { ProgramUserNamesContext } from '../program-user-names';

/** `/program/:programId/user/:userId`: a user's documents for program admins, behind rollout-user-documents. */
export default function ProgramUserRoute() {
  const { programId = '', userId = '' } = useParams();
  const paths = useMemo(() => programFormPaths(programId), [programId]);
  const rememberUserName = useContext(ProgramUserNamesContext);
  return (
    <FlagGate flag="rollout-user-documents">
      <UserDocumentsPage
        key={userId}
        programId={programId}
        userId={userId}
        onUserName={rememberUserName}
        renderDocument={(formId) => <FormPage key={formId} formId={formId} paths={paths} Comments={FormCommentsForPage} />}
      />
    </FlagGate>
  );
}
