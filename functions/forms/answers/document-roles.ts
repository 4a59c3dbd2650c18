import { assignmentChanges, roleAssignments } from '../../../schema/src/forms/role-assignments';
import type { ResponseValue } from '../../../schema/src/forms/response-values';
import type { Question } from '../../../schema/src/template/model';
import { ensureTuples, removeTuples } from '../../authz/ensure-tuples';
import { authorization } from '../../authz/service';
import { changeDocumentRoleGrants } from '../../data/form-document-roles';
import { memberTuple, viewerTuple } from '../document-role-tuples';

/** Whether answers to this question can give document roles (only then is the previous answer read). */
export function mayAssignRoles(question: Question): boolean {
  if (question.__typename === 'SearchQuestion') return Boolean(question.roleAssignedId);
  return (question.__typename === 'LibrarySearchQuestion' || question.__typename === 'SubjectQuestion') && question.roleMappings.length > 0;
}

/**
 * Gives and takes back the document roles an answer's change implies (tolerant of repeats and races). The form
 * item is what checks read (form-access.ts), the tuples are for Read, ListObjects and an OpenFGA server; the
 * item takes back first and gives last, so a failure half way never lets a check grant
 * more than the answer says (a retry of the save completes the other half).
 */
export async function applyDocumentRoles(formId: string, question: Question, before: ResponseValue | undefined, after: ResponseValue) {
  const { add, remove } = assignmentChanges(roleAssignments(question, before), roleAssignments(question, after));
  if (add.length === 0 && remove.length === 0) return;
  const roles = [...new Set(add.map((assignment) => assignment.roleId))];
  await changeDocumentRoleGrants(formId, 'DELETE', remove);
  await ensureTuples(authorization(), [...add.map((assignment) => memberTuple(formId, assignment)), ...roles.map((roleId) => viewerTuple(formId, roleId))]);
  await changeDocumentRoleGrants(formId, 'ADD', add);
  await removeTuples(authorization(), remove.map((assignment) => memberTuple(formId, assignment)));
}
