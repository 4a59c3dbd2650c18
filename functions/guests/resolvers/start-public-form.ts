import { startPublicFormInputSchema } from '../../../schema/src/inputs/guests';
import type { TemplateRecord } from '../../data/entities';
import { claimGuestForm, findGuestFormId } from '../../data/guests-repository';
import { findForm } from '../../data/forms-repository';
import { effectsQueue } from '../../effects/sqs-effects-queue';
import { personOf } from '../../forms/actions/action-caller';
import { announceEffects } from '../../forms/effects/announce';
import { createFormFromTemplate, startEffectsOf } from '../../forms/new-form';
import { addChildToParent, subformStart } from '../../forms/resolvers/start-subform';
import { badUserInput, conflict } from '../../shared/errors';
import { templateIndexOf } from '../../forms/answers/writable-form';
import { parseInput } from '../../shared/validate';
import type { Guest } from '../guest-caller';
import { ownGuestForm, publicTemplateVersion } from '../public-access';
import { publicFormView } from '../public-form-view';
import { randomUUID } from 'node:crypto';

/** Where a start lands: a public template, or a subform of the guest's own form (whose parent is checked first). */
async function startingPoint(guest: Guest, input: { templateGroupId: string; parentFormId?: string | null; subformElementId?: string | null }) {
  if (!input.parentFormId || !input.subformElementId) {
    return { slot: input.templateGroupId, template: await publicTemplateVersion(input.templateGroupId) };
  }
  const parent = await ownGuestForm(guest, input.parentFormId);
  const element = templateIndexOf(parent.template).byId.get(input.subformElementId)?.element;
  if (element?.__typename !== 'Subform') throw badUserInput(`${input.subformElementId} is not a subform of this form.`);
  const start = await subformStart(guest.caller, { templateId: element.templateId, parentFormId: parent.form.id, subformElementId: element.id });
  if (start.template.groupId !== input.templateGroupId) throw badUserInput(`Subform ${element.name} starts ${start.template.groupId}, not ${input.templateGroupId}.`);
  return { slot: `${parent.form.id}/${start.subformElementId}`, template: start.template, parent: { formId: parent.form.id, elementId: start.subformElementId } };
}

/** Creates the form a claim holds (once: a retry after a crash finds it). */
async function createClaimed(guest: Guest, formId: string, template: TemplateRecord, parent?: { formId: string; elementId: string }) {
  if (await findForm(formId)) return;
  const form = await createFormFromTemplate({ template, owner: personOf(guest.caller), parentFormId: parent?.formId, now: new Date().toISOString(), id: formId });
  if (parent) await addChildToParent(guest.caller, parent.formId, parent.elementId, form.id);
  await announceEffects(effectsQueue(), form.id, startEffectsOf(form));
}

/**
 * startPublicForm: the guest's one form of a public template (or of a subform of their form), started on the
 * first call and resumed on every later one. The slot is claimed before the form is written, so two tabs at once
 * get the same form; a start that finds the claim but not yet its form answers CONFLICT (try again).
 */
export async function startPublicForm(guest: Guest, args: { input?: unknown }) {
  const input = parseInput(startPublicFormInputSchema, args.input);
  const { slot, template, parent } = await startingPoint(guest, input);
  const fresh = randomUUID();
  const won = await claimGuestForm({ guestId: guest.guestId, slot, formId: fresh, claimedAt: new Date().toISOString() });
  const formId = won ? fresh : await findGuestFormId(guest.guestId, slot);
  if (won) await createClaimed(guest, fresh, template, parent);
  if (!formId || !(await findForm(formId))) throw conflict('This form is being started in another tab. Try again.');
  return publicFormView(guest.caller, await ownGuestForm(guest, formId));
}
