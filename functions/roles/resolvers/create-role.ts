import { randomUUID } from 'node:crypto';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { createRoleInputSchema } from '../../../schema/src/inputs/roles';
import { adminAction } from '../../../schema/src/roles/node-actions';
import { roleMessages } from '../../../schema/src/roles/role-messages';
import { checkRoleName } from '../../../schema/src/roles/role-name';
import { removeTuples } from '../../authz/ensure-tuples';
import { authorization } from '../../authz/service';
import type { RoleRecord } from '../../data/entities';
import {
  claimProtectedSlot,
  claimRoleName,
  createRoleRecord,
  releaseProtectedSlot,
  releaseRoleName,
  roleNameGuard,
} from '../../data/roles-repository';
import type { Caller } from '../../shared/caller';
import { AppError, badUserInput } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertCanManage, findNode } from '../role-nodes';
import { nodeTuple, permissionTuple } from '../role-tuples';
import { roleViews } from '../role-view';
import { metrics } from '../telemetry';
import { withUndo } from '../undo-steps';

/** The role name as entered, or BAD_USER_INPUT with the spec's exact message. */
export function validRoleName(name: unknown): string {
  const checked = checkRoleName(name);
  if (!checked.ok) throw badUserInput(checked.message, { field: 'roleName' });
  return checked.name;
}

/**
 * Creates a role at a node. Order: the name guard (the one conditional write that decides ROLE_EXISTS),
 * the protected slot, the tuples (node, and admin for a protected role), the role item last, so a role
 * that can be listed is always complete. A failure undoes the steps already taken.
 */
export async function createRole(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(createRoleInputSchema, args.input);
  const name = validRoleName(input.roleName);
  const node = await findNode(input.nodeType, input.nodeId);
  await assertCanManage(caller, node);
  const now = new Date().toISOString();
  const role: RoleRecord = {
    id: randomUUID(),
    name,
    nodeType: node.nodeType,
    nodeId: node.nodeId,
    isProtected: input.isProtected,
    createdAt: now,
    updatedAt: now,
  };
  await withUndo(async (undo) => {
    const guard = roleNameGuard(role.nodeType, role.nodeId, name, role.id, now);
    if (!(await claimRoleName(guard))) throw new AppError('ROLE_EXISTS', roleMessages.roleExists, { roleName: name });
    undo.push('the role name guard', () => releaseRoleName(guard));
    if (role.isProtected) {
      const slot = { nodeType: role.nodeType, nodeId: role.nodeId, roleId: role.id, claimedAt: now };
      if (!(await claimProtectedSlot(slot))) throw badUserInput(roleMessages.protectedExists, { field: 'isProtected' });
      undo.push('the protected role slot', () => releaseProtectedSlot(slot));
    }
    const tuples = [nodeTuple(role), ...(role.isProtected ? [permissionTuple(role.id, adminAction, node.object)] : [])];
    await authorization().write(tuples, []);
    undo.push('the role tuples', () => removeTuples(authorization(), tuples));
    await createRoleRecord(role);
  });
  metrics.addMetric('RolesCreated', MetricUnit.Count, 1);
  return (await roleViews([role], false))[0];
}
