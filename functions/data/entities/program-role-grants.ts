import { defineEntity } from '../entity';

/**
 * Why a person is a member of a program role through answers: one item per (role, person, form, question) that
 * chose them, or `KEPT` when they were a member before any answer chose them (a membership an administrator gave,
 * which answers never take away). The `user member role` tuple stays while any item of the pair remains.
 */
export interface ProgramRoleGrantRecord {
  roleId: string;
  userId: string;
  /** The form and question whose answer chose the person; absent on the KEPT item. */
  formId?: string;
  questionId?: string;
  grantedAt: string;
}

/** The partition of one person's holds on one program role. */
export const programRoleGrantPartition = (roleId: string, userId: string) => `ROLEGRANT#${roleId}#${userId}`;

/** The sort key of one hold: the answer's, or KEPT. */
export const programRoleGrantSortKey = (grant: Pick<ProgramRoleGrantRecord, 'formId' | 'questionId'>) =>
  grant.formId ? `ANSWER#${grant.formId}#${grant.questionId ?? ''}` : 'KEPT';

export const programRoleGrantEntity = defineEntity<ProgramRoleGrantRecord>({
  name: 'ProgramRoleGrant',
  key: (g) => ({ pk: programRoleGrantPartition(g.roleId, g.userId), sk: programRoleGrantSortKey(g) }),
});
