import type { FollowUp } from './effect-runner';
import { done, type EffectRunner } from './effect-runner';
import { findForms } from '../../data/forms-repository';
import { enteredAtOf, workflowOfForm } from '../workflow-runtime';

/** Why a child's workflow was stopped. */
export const parentMovedOn = 'The parent form moved on.';

/**
 * Stops the unfinished children a stay of the form started (STOPPED, with why): one halt per child, on the stay
 * the child is in now, so a child that finished, halted or moved meanwhile is left as it is. A stopped child's
 * halt stops its own children in turn (its own effect).
 */
export const stopSubWorkflowsRunner: EffectRunner = {
  async run({ effect, form, now }) {
    const stay = effect.stay!;
    const refs = (form.subWorkflowChildren ?? []).filter((ref) => ref.status === stay.status && ref.enteredAt === stay.enteredAt);
    const followUps: FollowUp[] = [];
    for (const child of refs.length ? await findForms(refs.map((ref) => ref.formId)) : []) {
      const workflow = workflowOfForm(child);
      if (!workflow || child.workflowHalt || (await workflow).compiled.isFinal(child.status)) continue;
      followUps.push({ halt: { formId: child.id, expected: { status: child.status, enteredAt: enteredAtOf(child) }, status: 'STOPPED', message: parentMovedOn, now } });
    }
    return followUps.length ? { outcome: 'done', note: `${followUps.length} stopped.`, followUps } : done();
  },
};
