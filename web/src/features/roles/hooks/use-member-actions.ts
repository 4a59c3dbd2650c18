import { useToast } from '@/components/toast/toast-context';
import { useAddRoleMemberMutation } from '../api/add-role-member';
import { useRemoveRoleMemberMutation } from '../api/remove-role-member';
import { internalErrorMessage, memberErrorMessage } from './role-errors';
import type { RoleLevel } from './role-level';

/** Adding and removing members of a level's roles. Add answers the message to show, or null when done. */
export function useMemberActions(level: RoleLevel) {
  const [addRoleMember] = useAddRoleMemberMutation();
  const [removeRoleMember, removing] = useRemoveRoleMemberMutation();
  const { showToast } = useToast();
  const node = { nodeType: level.nodeType, nodeId: level.nodeId };

  async function add(roleId: string, userId: string, name: string): Promise<string | null> {
    try {
      await addRoleMember({ variables: { input: { ...node, roleId, userId } } });
      showToast(`${name} was added.`, { variant: 'success' });
      return null;
    } catch (error) {
      return memberErrorMessage(error);
    }
  }

  async function remove(roleId: string, userId: string, name: string): Promise<boolean> {
    try {
      await removeRoleMember({ variables: { input: { ...node, roleId, userId } } });
      showToast(`${name} was removed.`, { variant: 'success' });
      return true;
    } catch {
      showToast(internalErrorMessage, { variant: 'error' });
      return false;
    }
  }

  return { add, remove, removing: removing.loading };
}
