import { commentRolesNamedBy, mayComment } from '../../schema/src/comments/comment-access';
import { ownerRoleId } from '../../schema/src/forms/available-actions';
import { allowedEach } from '../authz/checks';
import type { FormRecord, TemplateRecord } from '../data/entities';
import { findForm } from '../data/forms-repository';
import { findTemplate } from '../data/templates-repository';
import { formFacts, formRoleObject } from '../forms/document-role-tuples';
import { assertCanReadForm } from '../forms/form-access';
import type { Caller } from '../shared/caller';
import { forbidden, notFound } from '../shared/errors';

/** A form someone may view, with its template version (whose settings and grants rule its comments). */
export interface CommentedForm {
  form: FormRecord;
  template: TemplateRecord;
}

/**
 * The form, for a caller who may view it in its status (can_view, from the form item's facts): NOT_FOUND for an
 * unknown form, FORBIDDEN otherwise. Every comment operation starts here, so nothing of a form's comments is read
 * or written for someone who may not see the form.
 */
export async function viewableForm(caller: Caller, formId: string): Promise<CommentedForm> {
  const form = await findForm(formId);
  if (!form) throw notFound('Form', formId);
  await assertCanReadForm(caller, form);
  const template = await findTemplate(form.templateId);
  if (!template) throw notFound('Template', form.templateId);
  return { form, template };
}

/**
 * The roles the caller holds that the template's comment grants name: `owner` when the form is theirs, and each
 * named role they are a member of, as a platform role or as this form's document role (one BatchCheck; none when
 * the grants name no role but the owner's).
 */
async function heldCommentRoles(caller: Caller, { form, template }: CommentedForm): Promise<string[]> {
  const owned = form.owner.userId === caller.userId ? [ownerRoleId] : [];
  const named = commentRolesNamedBy(template);
  if (named.length === 0) return owned;
  const facts = formFacts(form, named);
  const members = await allowedEach(
    caller,
    'member',
    named.flatMap((roleId) => [{ object: `role:${roleId}` }, { object: formRoleObject(form.id, roleId), facts }]),
  );
  return [...owned, ...named.filter((_, index) => members[2 * index] || members[2 * index + 1])];
}

/** Whether the caller may comment on the form now (and so edit and delete their own comments). */
export async function mayCommentOn(caller: Caller, commented: CommentedForm): Promise<boolean> {
  if (!commented.template.allowComments) return false;
  return mayComment(commented.template, commented.form.status, await heldCommentRoles(caller, commented));
}

/** Refuses with FORBIDDEN unless the caller may comment on the form now. */
export async function assertMayComment(caller: Caller, commented: CommentedForm): Promise<void> {
  if (!commented.template.allowComments) throw forbidden("This form's template does not allow comments.");
  if (!(await mayCommentOn(caller, commented))) throw forbidden('You may not comment on this form in its current status.');
}
