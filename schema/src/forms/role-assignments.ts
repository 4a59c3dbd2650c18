import type { Question } from '../template/model';
import type { ResponseValue } from './response-values';

/** One person given one of the form's document roles by an answer. */
export interface RoleAssignment {
  roleId: string;
  userId: string;
}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The document roles an answer gives (spec: role mappings): the person chosen in a person search whose question
 * names `roleAssignedId`; for a library search or a library subject, each role mapping whose `sourceField` of the
 * chosen item holds a user id. Program roles (`programRoleId`) are the job of program-role-grants.ts, whose roles
 * an author may only name when they administer them.
 */
export function roleAssignments(question: Question, value: ResponseValue | undefined): RoleAssignment[] {
  if (!value) return [];
  if (value.kind === 'PersonSearchResponse' && value.selectedPerson && question.__typename === 'SearchQuestion' && question.roleAssignedId) {
    return [{ roleId: question.roleAssignedId, userId: value.selectedPerson.userId }];
  }
  if (value.kind === 'LibrarySearchResponse' && value.selectedItem && (question.__typename === 'LibrarySearchQuestion' || question.__typename === 'SubjectQuestion')) {
    const fields = value.selectedItem.fields ?? {};
    return question.roleMappings.flatMap((mapping) => {
      const userId = textOf(fields[mapping.sourceField]);
      return userId ? [{ roleId: mapping.roleId, userId }] : [];
    });
  }
  return [];
}

/** What changes when an answer replaces another: the assignments to add and those to take back. */
export function assignmentChanges(before: readonly RoleAssignment[], after: readonly RoleAssignment[]) {
  const key = (assignment: RoleAssignment) => `${assignment.roleId}\n${assignment.userId}`;
  const kept = new Set(after.map(key));
  const had = new Set(before.map(key));
  return { add: after.filter((assignment) => !had.has(key(assignment))), remove: before.filter((assignment) => !kept.has(key(assignment))) };
}
