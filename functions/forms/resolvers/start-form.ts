import { startFormInputSchema } from '../../../schema/src/inputs/forms';
import type { TemplateRecord } from '../../data/entities';
import { findTemplate, findTemplateGroup } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { formView } from '../form-view';
import { assertMayStart } from '../../templates/start-access';
import { personOf } from '../actions/action-caller';
import { effectsQueue } from '../../effects/sqs-effects-queue';
import { announceEffects } from '../effects/announce';
import { createFormFromTemplate, startEffectsOf } from '../new-form';
import { workflowStateOf } from '../workflow-runtime';
import { addChildToParent, subformStart } from './start-subform';

export { initialFormStatus, nextAutoId } from '../new-form';

/** The published template a top-level form starts from, once the caller may start it. */
async function topLevelStart(caller: Caller, templateId: string): Promise<TemplateRecord> {
  const template = await findTemplate(templateId);
  if (!template) throw notFound('Template', templateId);
  if (template.status !== 'PUBLISHED') {
    throw badUserInput('Forms can only be started from a published template.', { templateId: template.id });
  }
  await assertMayStart(caller, template, 'You do not have permission to start this form.');
  if ((await findTemplateGroup(template.groupId))?.status === 'ARCHIVED') {
    throw badUserInput('This template is archived: no new forms can be started from it.', { templateId: template.id });
  }
  return template;
}

/**
 * Starts a form from a published template version; the caller becomes its owner. A subform child starts
 * from its subform's latest published version, under its parent, and is listed in the parent's answer.
 */
export async function startForm(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(startFormInputSchema, args.input);
  const parent = input.parentFormId && input.subformElementId
    ? await subformStart(caller, { templateId: input.templateId, parentFormId: input.parentFormId, subformElementId: input.subformElementId })
    : undefined;
  const template = parent?.template ?? (await topLevelStart(caller, input.templateId));
  const form = await createFormFromTemplate({ template, owner: personOf(caller), parentFormId: parent?.form.id, now: new Date().toISOString() });
  if (parent) await addChildToParent(caller, parent.form.id, parent.subformElementId, form.id);
  await announceEffects(effectsQueue(), form.id, startEffectsOf(form));
  return formView(form, template, [], true, [], await workflowStateOf(form, []));
}
