import { programRoleGrantEntity, programRoleGrantPartition, programRoleGrantSortKey, type ProgramRoleGrantRecord } from './entities';
import { deleteItem } from './item-operations';
import { putRecord, queryItems } from './store';
import { tableLayout } from './table-layout';

/** Records one hold of a person on a program role (idempotent: a repeat rewrites the same item). */
export const recordProgramRoleHold = (grant: ProgramRoleGrantRecord) => putRecord(programRoleGrantEntity, grant);

/** Forgets one hold (nothing happens when it is gone already). */
export async function forgetProgramRoleHold(grant: Pick<ProgramRoleGrantRecord, 'roleId' | 'userId' | 'formId' | 'questionId'>): Promise<void> {
  await deleteItem({ pk: programRoleGrantPartition(grant.roleId, grant.userId), sk: programRoleGrantSortKey(grant) });
}

/**
 * The sort keys of a person's holds on a role, read strongly consistent: at most `limit` (a caller only asks
 * whether any, or any other than its own, remain), so the read stays one small Query whatever the count.
 */
export async function programRoleHolds(roleId: string, userId: string, limit = 2): Promise<string[]> {
  const page = await queryItems({ pk: programRoleGrantPartition(roleId, userId), consistent: true, limit });
  return page.items.map((item) => String(item[tableLayout.sortKey]));
}
