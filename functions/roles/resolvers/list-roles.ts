import { programRolesArgsSchema, rolesArgsSchema, userRolesArgsSchema } from '../../../schema/src/inputs/roles';
import { findUser } from '../../data/people-repository';
import { listRolesOfNode } from '../../data/roles-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertCanManage, findNode } from '../role-nodes';
import { visibleRoleMemberships } from '../user-role-memberships';
import { isLive, roleViews } from '../role-view';

/** The roles of a node, for its administrators. */
export async function roles(caller: Caller, args: unknown, withMembers: boolean) {
  const input = parseInput(rolesArgsSchema, args);
  const node = await findNode(input.nodeType, input.nodeId);
  await assertCanManage(caller, node);
  return roleViews((await listRolesOfNode(node.nodeType, node.nodeId)).filter(isLive), withMembers);
}

/** The roles of a program with the program's id and name, for its administrators. */
export async function programRoles(caller: Caller, args: unknown, withMembers: boolean) {
  const input = parseInput(programRolesArgsSchema, args);
  const node = await findNode('program', input.programId);
  await assertCanManage(caller, node);
  const views = await roleViews((await listRolesOfNode('program', node.nodeId)).filter(isLive), withMembers);
  return views.map(({ id, name, isProtected, members }) => ({ id, name, isProtected, members, program: { id: node.nodeId, name: node.name } }));
}

/**
 * The roles a user belongs to (the caller by default). Another user's roles are listed only where the caller
 * administers the role's node; member lists only for roles the caller administers.
 */
export async function userRoles(caller: Caller, args: unknown, withMembers: boolean) {
  const input = parseInput(userRolesArgsSchema, args);
  const userId = input.userId ?? caller.userId;
  if (userId !== caller.userId && !(await findUser(userId))) throw notFound('User', userId);
  const visible = await visibleRoleMemberships(caller, userId);
  return roleViews(
    visible.map(({ role }) => role),
    (_role, index) => withMembers && Boolean(visible[index]?.manages),
  );
}
