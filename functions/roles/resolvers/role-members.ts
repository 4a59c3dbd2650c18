import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { checkSelectedUser, roleMemberInputSchema } from '../../../schema/src/inputs/roles';
import { roleMessages } from '../../../schema/src/roles/role-messages';
import { alreadyExists, removeTuples } from '../../authz/ensure-tuples';
import { authorization } from '../../authz/service';
import type { RoleRecord } from '../../data/entities';
import { findUser } from '../../data/people-repository';
import { findRole } from '../../data/roles-repository';
import type { Caller } from '../../shared/caller';
import { AppError, badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { liveRoleAt } from '../role-lookup';
import { assertCanManage, findNode } from '../role-nodes';
import { memberTuple } from '../role-tuples';
import { isLive, roleViews } from '../role-view';
import { metrics } from '../telemetry';

/** The checked input of an add or remove: the node's administrator, a live role of the node, a chosen user. */
async function memberChange(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(roleMemberInputSchema, args.input);
  const selected = checkSelectedUser(input.userId);
  if (!selected.ok) throw badUserInput(selected.message, { field: 'userId' });
  const node = await findNode(input.nodeType, input.nodeId);
  await assertCanManage(caller, node);
  const role = await liveRoleAt(input.roleId, node);
  return { role, userId: selected.userId };
}

/** The role after a change, as the API answers it. */
const answer = async (role: RoleRecord, withMembers: boolean) => (await roleViews([role], withMembers))[0];

/**
 * Adds a person to a role: one conditional tuple write, so of two admins adding the same person at once
 * one succeeds and the other gets EXISTING_ROLE_MEMBER. A role deleted meanwhile takes the membership back.
 */
export async function addRoleMember(caller: Caller, args: { input?: unknown }, withMembers: boolean) {
  const { role, userId } = await memberChange(caller, args);
  if (!(await findUser(userId))) throw notFound('User', userId);
  const tuple = memberTuple(role.id, userId);
  try {
    await authorization().write([tuple], []);
  } catch (error) {
    if (alreadyExists(error)) throw new AppError('EXISTING_ROLE_MEMBER', roleMessages.existingRoleMember, { roleId: role.id, userId });
    throw error;
  }
  if (!isLive(await findRole(role.id))) {
    await removeTuples(authorization(), [tuple]);
    throw notFound('Role', role.id);
  }
  metrics.addMetric('RoleMembersAdded', MetricUnit.Count, 1);
  return answer(role, withMembers);
}

/** Removes a person from a role; removing someone who is not a member changes nothing. */
export async function removeRoleMember(caller: Caller, args: { input?: unknown }, withMembers: boolean) {
  const { role, userId } = await memberChange(caller, args);
  await removeTuples(authorization(), [memberTuple(role.id, userId)]);
  return answer(role, withMembers);
}
