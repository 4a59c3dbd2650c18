import { timerShard, timersOfStay } from '../../../schema/src/workflow/schedule';
import type { TimerRecord } from '../../data/entities';
import { putTimers } from '../../data/scheduling-repository';
import { enteredAtOf, workflowOfForm } from '../workflow-runtime';
import type { Arrival } from './arrival';
import { formAtArrival, stillInStay } from './effect-arrival';
import { done, type EffectRunner } from './effect-runner';

/** The timers of the stay an arrival begins: one per due time of the state's auto-transitions. */
export function timersOfArrival(arrival: Pick<Arrival, 'workflow' | 'form'>): TimerRecord[] {
  const { workflow, form } = arrival;
  if (!form.workflowVersionId || workflow.compiled.isFinal(form.status)) return [];
  // The stay is named by the form's own entered-at, the one the scheduler's move expects.
  const enteredAt = enteredAtOf(form);
  const autos = workflow.compiled.autoTransitions(form.status);
  return timersOfStay(autos, workflow.record.flow.edges, enteredAt).map((timer) => ({
    ...timer,
    shard: timerShard(form.id),
    formId: form.id,
    workflowVersionId: form.workflowVersionId!,
    status: form.status,
    enteredAt,
  }));
}

/**
 * Schedules the auto-transitions of the stay an arrival begins (a put per timer, under keys that follow from the
 * stay, so a second run rewrites the same timers). A form that left the stay already needs none.
 */
export const timersRunner: EffectRunner = {
  async run(context) {
    const workflow = workflowOfForm(context.form);
    if (!workflow || !stillInStay(context)) return done('The form moved on first.');
    const timers = timersOfArrival({ workflow: await workflow, form: formAtArrival(context) });
    await putTimers(timers);
    return done(`${timers.length} scheduled.`);
  },
};
