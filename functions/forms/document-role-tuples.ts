import type { ObjectFacts, TupleKey } from '../authz/engine/types';
import type { FormRecord } from '../data/entities';
import { documentRoleGrantsOf, type DocumentRoleGrant } from '../data/form-document-roles';
import { ownerViewStatuses } from '../templates/template-tuples';

/** The authorization engine's object for a form. */
export const formObject = (formId: string) => `form:${formId}`;

/** The authorization object of one form's document role (docs/authorization.md). */
export const formRoleObject = (formId: string, roleId: string) => `form_role:${formId}.${roleId}`;

/** The tuple that makes a person a member of one of the form's document roles. */
export const memberTuple = (formId: string, { roleId, userId }: DocumentRoleGrant): TupleKey => ({
  user: `user:${userId}`,
  relation: 'member',
  object: formRoleObject(formId, roleId),
});

// A document role's members see the form in the statuses its owner sees it (the template's permissions grant
// them actions on top, by role and status).
export const viewerTuple = (formId: string, roleId: string): TupleKey => ({
  user: `${formRoleObject(formId, roleId)}#member`,
  relation: 'role_viewer',
  object: formObject(formId),
  condition: { name: 'status_in', context: { statuses: ownerViewStatuses } },
});

/** The tuples that place a form: its template, program, campus, parent and owner. */
export function formTuples(form: FormRecord): TupleKey[] {
  const object = formObject(form.id);
  return [
    { user: `template_group:${form.templateGroupId}`, relation: 'template', object },
    { user: `campus:${form.campusCode}`, relation: 'campus', object },
    ...(form.programId ? [{ user: `program:${form.programId}`, relation: 'program', object }] : []),
    ...(form.parentFormId ? [{ user: formObject(form.parentFormId), relation: 'parent', object }] : []),
    { user: `user:${form.owner.userId}`, relation: 'owner', object },
  ];
}

const roleIdPattern = /^[^\s:#@]+$/;

/** The relations of a form that its item knows in full. */
const formItemRelations = ['template', 'program', 'campus', 'parent', 'owner', 'role_viewer', 'role_editor'];

/**
 * Everything the form item knows about the form's own authorization: its placing tuples, its document roles'
 * viewer grants and their members (and, for `askedRoleIds`, that a role nobody holds has no members). Checks
 * pass them as facts, so they read none of the form's tuples from the store. No document role grants update
 * (nothing writes role_editor), so the item knows role_editor to be empty.
 */
export function formFacts(form: FormRecord, askedRoleIds: readonly string[] = []): ObjectFacts[] {
  const grants = documentRoleGrantsOf(form);
  const heldRoleIds = [...new Set(grants.map((grant) => grant.roleId))];
  // An id no object name can hold has no members anyway: leave it out rather than fail every check.
  const roleIds = [...new Set([...heldRoleIds, ...askedRoleIds.filter((roleId) => roleIdPattern.test(roleId))])];
  return [
    { object: formObject(form.id), relations: formItemRelations, tuples: [...formTuples(form), ...heldRoleIds.map((roleId) => viewerTuple(form.id, roleId))] },
    ...roleIds.map((roleId) => ({
      object: formRoleObject(form.id, roleId),
      relations: ['member'],
      tuples: grants.filter((grant) => grant.roleId === roleId).map((grant) => memberTuple(form.id, grant)),
    })),
  ];
}
