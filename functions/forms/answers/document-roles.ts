import { assignmentChanges, roleAssignments, type RoleAssignment } from '../../../schema/src/forms/role-assignments';
import type { ResponseValue } from '../../../schema/src/forms/response-values';
import type { Question } from '../../../schema/src/template/model';
import { ensureTuples, removeTuples } from '../../authz/ensure-tuples';
import type { TupleKey } from '../../authz/engine/types';
import { authorization } from '../../authz/service';
import { ownerViewStatuses } from '../../templates/template-tuples';
import { formObject } from '../form-access';

/** The authorization object of one form's document role (docs/authorization.md). */
const formRoleObject = (formId: string, roleId: string) => `form_role:${formId}.${roleId}`;

const memberTuple = (formId: string, { roleId, userId }: RoleAssignment): TupleKey => ({
  user: `user:${userId}`,
  relation: 'member',
  object: formRoleObject(formId, roleId),
});

// A document role's members see the form in the statuses its owner sees it (the template's permissions grant
// them actions on top, by role and status).
const viewerTuple = (formId: string, roleId: string): TupleKey => ({
  user: `${formRoleObject(formId, roleId)}#member`,
  relation: 'role_viewer',
  object: formObject(formId),
  condition: { name: 'status_in', context: { statuses: ownerViewStatuses } },
});

/** Whether answers to this question can give document roles (only then is the previous answer read). */
export function mayAssignRoles(question: Question): boolean {
  if (question.__typename === 'SearchQuestion') return Boolean(question.roleAssignedId);
  return (question.__typename === 'LibrarySearchQuestion' || question.__typename === 'SubjectQuestion') && question.roleMappings.length > 0;
}

/** Gives and takes back the document roles an answer's change implies (tolerant of repeats and races). */
export async function applyDocumentRoles(formId: string, question: Question, before: ResponseValue | undefined, after: ResponseValue) {
  const { add, remove } = assignmentChanges(roleAssignments(question, before), roleAssignments(question, after));
  if (add.length === 0 && remove.length === 0) return;
  const roles = [...new Set(add.map((assignment) => assignment.roleId))];
  await ensureTuples(authorization(), [...add.map((assignment) => memberTuple(formId, assignment)), ...roles.map((roleId) => viewerTuple(formId, roleId))]);
  await removeTuples(authorization(), remove.map((assignment) => memberTuple(formId, assignment)));
}
