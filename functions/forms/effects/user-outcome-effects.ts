import { userOutcomesOf } from '../../../schema/src/outcomes/user-outcomes';
import { listUserOutcomesOfForm, replaceUserOutcomes } from '../../data/user-outcomes-repository';
import { heldOutcomesOf } from '../../outcomes/held-outcomes';
import { arrivalOfEffect } from './effect-arrival';
import { done, type EffectRunner } from './effect-runner';

/**
 * Records a form's outcomes as its owner's user outcomes when it arrives in a final state of its workflow: the
 * outcomes that hold for its answers then, one item per outcome group (and per training). Arriving again replaces
 * the form's items (same keys; those that no longer hold go) and keeps the progress of its trainings, so a second
 * run of the effect writes the same items.
 */
export const userOutcomesRunner: EffectRunner = {
  async run(context) {
    const arrival = await arrivalOfEffect(context);
    if (!arrival) return done('The form has no workflow.');
    const { form, responses } = arrival;
    const held = await heldOutcomesOf(form.templateId, responses);
    const previous = await listUserOutcomesOfForm(form.owner.userId, form.id);
    const source = { userId: form.owner.userId, formId: form.id, formName: form.name, recordedAt: context.effect.createdAt };
    await replaceUserOutcomes(previous, userOutcomesOf(held, source, previous));
    return done();
  },
};
