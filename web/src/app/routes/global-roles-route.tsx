import { RolesAndPermissionsPage } from '@/features/roles/components/roles-and-permissions-page';
import { globalLevel, levelActions } from '@/features/roles/hooks/level-actions';

/** `/studio/global/role`: Global Roles and Permissions. */
export default function GlobalRolesRoute() {
  return <RolesAndPermissionsPage level={globalLevel} title="Global Roles and Permissions" actions={levelActions.global} />;
}
