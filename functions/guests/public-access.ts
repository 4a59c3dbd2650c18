import { isFlagOn } from '../../schema/src/flags/flag-state';
import { allowsPublic } from '../../schema/src/public/public-audience';
import type { FormRecord, ResponseRecord, TemplateRecord } from '../data/entities';
import { findFeatureFlag } from '../data/feature-flags-repository';
import { findFormWithResponses } from '../data/forms-repository';
import { findTemplate, findTemplateGroup } from '../data/templates-repository';
import { notFound } from '../shared/errors';
import type { Guest } from './guest-caller';

/** The flag that opens the public routes (on for a campus, or everywhere). */
export const publicRoutesFlag = 'rollout-public-routes';

/** Whether the public routes are open for a campus's templates (no guest is a listed user). */
export async function publicRoutesOpenOn(campusCode: string): Promise<boolean> {
  const flag = await findFeatureFlag(publicRoutesFlag);
  return flag ? isFlagOn(flag, { userId: '', campusCode }) : false;
}

/** Whether the public routes are open anywhere: what the Form Complete page, which names no campus, needs. */
export async function publicRoutesOpenAnywhere(): Promise<boolean> {
  return (await findFeatureFlag(publicRoutesFlag))?.enabled === true;
}

/**
 * The published version guests start a template group's forms from. NOT_FOUND, never FORBIDDEN, when the group
 * is missing, archived, unpublished, not open to the public, or its campus has the public routes off: a guest
 * learns nothing about templates that are not theirs to see.
 */
export async function publicTemplateVersion(templateGroupId: string): Promise<TemplateRecord> {
  const group = await findTemplateGroup(templateGroupId);
  const templateId = group?.status === 'ARCHIVED' ? undefined : group?.latestPublishedTemplateId;
  const template = templateId ? await findTemplate(templateId) : undefined;
  if (!template || !allowsPublic(template) || !(await publicRoutesOpenOn(template.campusCode))) throw notFound('Template', templateGroupId);
  return template;
}

/** A guest's own form, read with its answers and template version. */
export interface OwnGuestForm {
  form: FormRecord;
  responses: ResponseRecord[];
  template: TemplateRecord;
}

/**
 * The calling guest's own form, checked on the form item itself on every call: its owner must be this guest
 * (guests own only forms they started here). Any other form, or its campus's public routes off: NOT_FOUND.
 */
export async function ownGuestForm(guest: Guest, formId: string): Promise<OwnGuestForm> {
  const { form, responses } = await findFormWithResponses(formId);
  if (!form || form.owner.userId !== guest.caller.userId || !(await publicRoutesOpenOn(form.campusCode))) throw notFound('Form', formId);
  const template = await findTemplate(form.templateId);
  if (!template) throw notFound('Form', formId);
  return { form, responses, template };
}
