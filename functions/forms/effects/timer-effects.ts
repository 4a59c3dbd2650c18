import type { WorkflowEdge, WorkflowNode } from '../../../schema/src/workflow/model';
import { nodeName } from '../../../schema/src/workflow/routes';
import { timerShard, timersOfStay, type StayTimer } from '../../../schema/src/workflow/schedule';
import type { TimerRecord } from '../../data/entities';
import { putTimers } from '../../data/scheduling-repository';
import { enteredAtOf } from '../workflow-runtime';
import type { Arrival } from './arrival';

/** How many to-dos a timer's route sends: the TODO notifications of its edges and of the state it leads to. */
function todosOfRoute(timer: StayTimer, flow: { nodes: WorkflowNode[]; edges: WorkflowEdge[] }): number {
  const target = flow.nodes.find((node) => node.id === timer.target);
  const triggers = [
    ...(target?.type === 'state' ? target.data.notificationTriggers : []),
    ...flow.edges.filter((edge) => timer.edgeIds.includes(edge.id)).flatMap((edge) => edge.data.notificationTriggers ?? []),
  ];
  return triggers.filter((trigger) => trigger.kind === 'TODO').length;
}

/** The timers of the stay an arrival begins: one per due time of the state's auto-transitions. */
export function timersOfArrival(arrival: Pick<Arrival, 'workflow' | 'form'>): TimerRecord[] {
  const { workflow, form } = arrival;
  if (!form.workflowVersionId || workflow.compiled.isFinal(form.status)) return [];
  // The stay is named by the form's own entered-at, the one the scheduler's move expects.
  const enteredAt = enteredAtOf(form);
  const autos = workflow.compiled.autoTransitions(form.status);
  const { flow } = workflow.record;
  return timersOfStay(autos, flow.edges, enteredAt).map((timer) => ({
    ...timer,
    shard: timerShard(form.id),
    formId: form.id,
    workflowVersionId: form.workflowVersionId!,
    status: form.status,
    enteredAt,
    // What the compliance calendar shows, on the same put (its sparse program index needs the program).
    ...(form.programId ? { programId: form.programId } : {}),
    templateGroupId: form.templateGroupId,
    targetName: nodeName(flow.nodes.find((node) => node.id === timer.target), timer.target),
    todos: todosOfRoute(timer, flow),
  }));
}

/**
 * Schedules the auto-transitions of the stay an arrival begins, before the write that begins it: a put per timer,
 * under keys that follow from the stay. A move that then fails leaves timers of a stay that never began, which
 * the scheduler drops; a move is never recorded without its timers, and a scheduler run right after the move
 * finds them.
 */
export async function scheduleStayTimers(arrival: Pick<Arrival, 'workflow' | 'form'>): Promise<void> {
  const timers = timersOfArrival(arrival);
  if (timers.length > 0) await putTimers(timers);
}
