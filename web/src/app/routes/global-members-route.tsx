import { RoleMembersPage } from '@/features/roles/components/role-members-page';
import { globalLevel } from '@/features/roles/hooks/level-actions';

/** `/studio/global/user-management`: Manage Global Role Members (only its menu entry needs the rollout flag). */
export default function GlobalMembersRoute() {
  return <RoleMembersPage level={globalLevel} title="Manage Global Role Members" campusCode={null} />;
}
