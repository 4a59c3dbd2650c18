import { LibraryFlagGate } from '@/features/libraries/components/library-flag-gate';
import { RolesAndPermissionsPage } from '@/features/roles/components/roles-and-permissions-page';
import { globalLevel, libraryActions } from '@/features/roles/hooks/level-actions';

/**
 * `/studio/global/library-management/permissions` (flag rollout-library-management): the global roles with the
 * library actions only: Can Create Library, and Library Manager (administers, edits and views every library).
 */
export default function LibraryPermissionsRoute() {
  return (
    <LibraryFlagGate>
      <RolesAndPermissionsPage level={globalLevel} title="Library Permissions" actions={libraryActions} />
    </LibraryFlagGate>
  );
}
