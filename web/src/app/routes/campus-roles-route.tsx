import { useParams } from 'react-router-dom';
import { RolesAndPermissionsPage } from '@/features/roles/components/roles-and-permissions-page';
import { levelActions } from '@/features/roles/hooks/level-actions';
import { useStudioContext } from '@/features/studio/hooks/use-studio-context';
import { FlagGate } from '../flag-gate';

/** `/studio/campus/:campusId/role`: Campus Roles and Permissions, behind the campus roles flag. */
export default function CampusRolesRoute() {
  const { campusId = '' } = useParams();
  const { campusName } = useStudioContext();
  return (
    <FlagGate flag="rollout-campus-level-roles-and-permissions-configuration">
      <RolesAndPermissionsPage
        key={campusId}
        level={{ nodeType: 'campus', nodeId: campusId, name: campusName ?? campusId }}
        title="Campus Roles and Permissions"
        actions={levelActions.campus}
      />
    </FlagGate>
  );
}
