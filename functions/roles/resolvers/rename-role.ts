import { renameRoleInputSchema } from '../../../schema/src/inputs/roles';
import { roleMessages } from '../../../schema/src/roles/role-messages';
import { roleNameKey } from '../../../schema/src/roles/role-name';
import { claimRoleName, findRole, releaseRoleName, renameRoleRecord, roleNameGuard } from '../../data/roles-repository';
import { ConditionFailed } from '../../data/store';
import type { Caller } from '../../shared/caller';
import { AppError, conflict, forbidden, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { liveRole } from '../role-lookup';
import { assertCanManage } from '../role-nodes';
import { isLive, roleViews } from '../role-view';
import { validRoleName } from './create-role';

/**
 * Renames a role (never a protected one). Order: the new name's guard first (ROLE_EXISTS when another
 * role holds it), then the role item, conditional on the name it was read with, then the old guard is
 * released. If the role changed meanwhile the new guard is released again and the answer is CONFLICT.
 */
export async function renameRole(caller: Caller, args: { input?: unknown }, withMembers: boolean) {
  const input = parseInput(renameRoleInputSchema, args.input);
  const name = validRoleName(input.roleName);
  const role = await liveRole(input.roleId);
  await assertCanManage(caller, role);
  if (role.isProtected) throw forbidden(roleMessages.protectedRename);
  if (role.name === name) return (await roleViews([role], withMembers))[0];
  const now = new Date().toISOString();
  const oldGuard = roleNameGuard(role.nodeType, role.nodeId, role.name, role.id, role.createdAt);
  const newGuard = roleNameGuard(role.nodeType, role.nodeId, name, role.id, now);
  const sameKey = roleNameKey(name) === oldGuard.nameKey;
  if (!sameKey && !(await claimRoleName(newGuard))) throw new AppError('ROLE_EXISTS', roleMessages.roleExists, { roleName: name });
  let renamed;
  try {
    renamed = await renameRoleRecord(role, name, now);
  } catch (error) {
    if (!sameKey) await releaseRoleName(newGuard);
    if (!(error instanceof ConditionFailed)) throw error;
    const current = await findRole(role.id);
    if (!isLive(current)) throw notFound('Role', role.id);
    throw conflict('The role was changed by someone else. Reload it and try again.', { current: { id: current.id, name: current.name } });
  }
  if (!sameKey) await releaseRoleName(oldGuard);
  return (await roleViews([renamed], withMembers))[0];
}
