import { useToast } from '@/components/toast/toast-context';
import { useCreateRoleMutation } from '../api/create-role';
import { useDeleteRoleMutation } from '../api/delete-role';
import { useRenameRoleMutation } from '../api/rename-role';
import { useSetPermissionsMutation } from '../api/set-permissions';
import { internalErrorMessage, roleErrorMessage } from './role-errors';
import type { RoleLevel } from './role-level';

/** The changes of the roles screen. Create and rename answer the message to show, or null when done. */
export function useRoleActions(level: RoleLevel, actions: readonly string[]) {
  const [createRole] = useCreateRoleMutation();
  const [renameRole] = useRenameRoleMutation();
  const [deleteRole, deleting] = useDeleteRoleMutation();
  const [setPermissions] = useSetPermissionsMutation();
  const { showToast } = useToast();
  const node = { nodeType: level.nodeType, nodeId: level.nodeId };

  async function create(roleName: string, isProtected: boolean): Promise<string | null> {
    try {
      await createRole({ variables: { input: { ...node, roleName, isProtected } } });
      showToast(`The ${roleName} role was created.`, { variant: 'success' });
      return null;
    } catch (error) {
      return roleErrorMessage(error);
    }
  }

  async function rename(roleId: string, roleName: string): Promise<string | null> {
    try {
      await renameRole({ variables: { input: { roleId, roleName } } });
      showToast(`The role was renamed to ${roleName}.`, { variant: 'success' });
      return null;
    } catch (error) {
      return roleErrorMessage(error);
    }
  }

  async function remove(roleId: string, roleName: string): Promise<boolean> {
    try {
      await deleteRole({ variables: { input: { roleId } } });
      showToast(`The ${roleName} role was deleted.`, { variant: 'success' });
      return true;
    } catch {
      showToast(internalErrorMessage, { variant: 'error' });
      return false;
    }
  }

  async function setAllowed(roleId: string, action: string, allowed: boolean): Promise<void> {
    try {
      await setPermissions({ variables: { input: { ...node, actions: [...actions], permissions: [{ roleId, action, allowed }] } } });
    } catch {
      showToast(internalErrorMessage, { variant: 'error' });
    }
  }

  return { create, rename, remove, deleting: deleting.loading, setAllowed };
}

/** The name the Create Admin Role panel suggests. */
export const adminRoleName = 'Admin';

