import { deleteRoleInputSchema } from '../../../schema/src/inputs/roles';
import { roleMessages } from '../../../schema/src/roles/role-messages';
import { removeTuples } from '../../authz/ensure-tuples';
import { authorization } from '../../authz/service';
import { deleteRoleRecord, findRole, markRoleDeleting, releaseRoleName, roleNameGuard } from '../../data/roles-repository';
import { ConditionFailed } from '../../data/store';
import type { Caller } from '../../shared/caller';
import { forbidden, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertCanManage } from '../role-nodes';
import { grantsOf, memberTuple, memberIdsOf, nodeTuple } from '../role-tuples';

/**
 * Deletes a role (never a protected one) with everything that refers to it. Order, so that a failure at
 * any step leaves nothing that grants access and a retry finishes the job:
 * 1. mark the role deleting (it disappears from every list and lookup; adds and grants made meanwhile undo
 *    themselves); 2. remove its grants (permissions: access goes first); 3. its memberships; 4. its node
 * tuple; 5. the role item; 6. its name guard (a guard left behind by a crash is taken over after a minute).
 * Every step tolerates work already done, so a retried delete of a role marked deleting carries on.
 */
export async function deleteRole(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(deleteRoleInputSchema, args.input);
  const found = await findRole(input.roleId);
  if (!found) throw notFound('Role', input.roleId);
  await assertCanManage(caller, found);
  if (found.isProtected) throw forbidden(roleMessages.protectedDelete);
  const now = new Date().toISOString();
  const role = await markRoleDeleting(found.id, found.deletingAt ?? now).catch((error: unknown) => {
    if (error instanceof ConditionFailed) throw notFound('Role', found.id);
    throw error;
  });
  const service = authorization();
  await removeTuples(service, await grantsOf(role.id));
  await removeTuples(service, (await memberIdsOf(role.id)).map((userId) => memberTuple(role.id, userId)));
  await removeTuples(service, [nodeTuple(role)]);
  await deleteRoleRecord(role.id);
  await releaseRoleName(roleNameGuard(role.nodeType, role.nodeId, role.name, role.id, now));
  return role.id;
}
