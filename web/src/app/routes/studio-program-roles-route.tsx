import { useParams } from 'react-router-dom';
import { RolesAndPermissionsPage } from '@/features/roles/components/roles-and-permissions-page';
import { levelActions } from '@/features/roles/hooks/level-actions';
import { useStudioContext } from '@/features/studio/hooks/use-studio-context';

/** `/studio/campus/:campusId/program/:programId/roles-and-permissions`: the program's roles, each opened for editing. */
export default function StudioProgramRolesRoute() {
  const { programId = '' } = useParams();
  const { programName } = useStudioContext();
  return (
    <RolesAndPermissionsPage
      key={programId}
      level={{ nodeType: 'program', nodeId: programId, name: programName ?? programId }}
      title="Roles & Permissions"
      actions={levelActions.program}
    />
  );
}
