import { useParams } from 'react-router-dom';
import { RoleMembersPage } from '@/features/roles/components/role-members-page';
import { useStudioContext } from '@/features/studio/hooks/use-studio-context';

/** `/studio/campus/:campusId/program/:programId/user-management`: members of the program's roles. */
export default function StudioProgramMembersRoute() {
  const { campusId = '', programId = '' } = useParams();
  const { programName } = useStudioContext();
  return (
    <RoleMembersPage
      key={programId}
      level={{ nodeType: 'program', nodeId: programId, name: programName ?? programId }}
      title="User Management"
      campusCode={campusId}
    />
  );
}
