import { useParams, useOutletContext } from 'react-router-dom';
import { AssignmentPage } from '@/features/assignment/components/assignment-page';
import type { ProgramAreaContext } from '@/features/program-area/components/program-layout';
import { programFormPath } from '@/features/program-area/hooks/program-paths';
import { FlagGate } from '../flag-gate';

/** `/program/:programId/assignment`: the program's tasks, behind rollout-assignment. */
export default function ProgramAssignmentRoute() {
  const { programId = '' } = useParams();
  const { campusCode } = useOutletContext<ProgramAreaContext>();
  return (
    <FlagGate flag="rollout-assignment">
      <AssignmentPage key={programId} programId={programId} campusCode={campusCode} formPath={(formId) => programFormPath(programId, formId)} />
    </FlagGate>
  );
}
