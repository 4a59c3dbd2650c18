import { timerShard, timersOfStay } from '../../../schema/src/workflow/schedule';
import type { TimerRecord } from '../../data/entities';
import { putTimers } from '../../data/scheduling-repository';
import { logger } from '../telemetry';
import { enteredAtOf } from '../workflow-runtime';
import type { Arrival } from './arrival';

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
 * Schedules the auto-transitions of the state a form arrives in. Timers of the stay it left stay behind: the
 * scheduler finds the form moved on and drops them.
 */
export async function scheduleAutoTransitions(arrival: Arrival): Promise<void> {
  const timers = timersOfArrival(arrival);
  if (timers.length === 0) return;
  try {
    await putTimers(timers);
  } catch (error) {
    logger.error('Scheduling auto-transitions failed', { formId: arrival.form.id, status: arrival.form.status, error: error as Error });
  }
}
