import type { FormRecord, PersonRef, UserRecord } from '../data/entities';
import { findForm } from '../data/forms-repository';
import { findTemplate, findTemplateGroup } from '../data/templates-repository';
import { effectsQueue } from '../effects/sqs-effects-queue';
import { announceEffects } from '../forms/effects/announce';
import { viewableEach } from '../forms/form-access';
import { createFormFromTemplate, startEffectsOf } from '../forms/new-form';
import type { Caller } from '../shared/caller';
import { badUserInput, notFound } from '../shared/errors';
import { mayStartEach } from '../templates/start-access';

/** The assignee as the authorization rules see a caller: what they may start and open is asked as them. */
export const callerOfUser = (user: UserRecord): Caller => ({
  userId: user.userId,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  campusCode: user.campusCode,
  tenantCode: user.tenantCode,
});

/** A person as forms and tasks record them. */
export const personRefOf = (user: UserRecord): PersonRef => ({
  userId: user.userId,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  campusCode: user.campusCode,
});

const fullName = (user: UserRecord) => `${user.firstName} ${user.lastName}`.trim();

/**
 * A TEMPLATE task's form: one of the program's published templates the assignee may start (the same rule as their
 * own Start), started now from its latest published version with the assignee as owner.
 */
export async function startFormFor(assignee: UserRecord, programId: string, groupId: string, now: string): Promise<FormRecord> {
  const group = await findTemplateGroup(groupId);
  if (!group) throw notFound('Template', groupId);
  if (group.programId !== programId) throw badUserInput('This template is not one of the program’s.', { problems: [{ path: 'targetId', message: 'Not a template of this program' }] });
  if (group.status === 'ARCHIVED' || !group.latestPublishedTemplateId) throw badUserInput('Only a published template can be assigned.');
  const [mayStart] = await mayStartEach(callerOfUser(assignee), [{ groupId: group.groupId, programId: group.programId }]);
  if (!mayStart) throw badUserInput(`${fullName(assignee)} may not start forms of this template.`, { problems: [{ path: 'assigneeId', message: 'May not start this template' }] });
  const template = await findTemplate(group.latestPublishedTemplateId);
  if (!template) throw notFound('Template', group.latestPublishedTemplateId);
  const form = await createFormFromTemplate({ template, owner: personRefOf(assignee), now });
  await announceEffects(effectsQueue(), form.id, startEffectsOf(form));
  return form;
}

/** A FORM task's form: one of the program's forms that the assignee may open in its status. */
export async function existingFormFor(assignee: UserRecord, programId: string, formId: string): Promise<FormRecord> {
  const form = await findForm(formId);
  if (!form) throw notFound('Form', formId);
  if (form.programId !== programId) throw badUserInput('This form is not one of the program’s.', { problems: [{ path: 'targetId', message: 'Not a form of this program' }] });
  const [mayView] = await viewableEach(callerOfUser(assignee), [form]);
  if (!mayView) throw badUserInput(`${fullName(assignee)} cannot open this form.`, { problems: [{ path: 'assigneeId', message: 'Cannot open this form' }] });
  return form;
}
