import { useParams } from 'react-router-dom';
import { RoleMembersPage } from '@/features/roles/components/role-members-page';
import { useStudioContext } from '@/features/studio/hooks/use-studio-context';
import { FlagGate } from '../flag-gate';

/** `/studio/campus/:campusId/user-management`: Campus Role Members, behind the campus roles flag. */
export default function CampusMembersRoute() {
  const { campusId = '' } = useParams();
  const { campusName } = useStudioContext();
  return (
    <FlagGate flag="rollout-campus-level-roles-and-permissions-configuration">
      <RoleMembersPage
        key={campusId}
        level={{ nodeType: 'campus', nodeId: campusId, name: campusName ?? campusId }}
        title="Campus Role Members"
        campusCode={campusId}
      />
    </FlagGate>
  );
}
