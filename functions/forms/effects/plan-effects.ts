import { randomUUID } from 'node:crypto';
import type { EffectArrival, EffectKind, EffectRecord, FormRecord } from '../../data/entities';
import { enteredAtOf } from '../workflow-runtime';
import { triggersOfArrival, type Arrival } from './arrival';

/** What planning an arrival's effects needs: the workflow, the form as the arrival leaves it, and how it came. */
export type PlannedArrival = Pick<Arrival, 'workflow' | 'form' | 'previousStatus' | 'event' | 'edgeIds' | 'now'>;

type EffectData = Partial<Pick<EffectRecord, 'notificationTrigger' | 'integrationTrigger' | 'stay' | 'end' | 'message'>>;

/** Numbers and stamps planned effects: ids are fresh (and then stable), `seq` follows the form's count of effects. */
export function effectRecorder(form: Pick<FormRecord, 'effectsAdded' | 'statusEvents'>, arrival: EffectArrival, now: string) {
  const planned: EffectRecord[] = [];
  const add = (kind: EffectKind, label: string, data: EffectData = {}) => {
    planned.push({
      id: randomUUID(),
      seq: (form.effectsAdded ?? 0) + planned.length,
      kind,
      label,
      eventIndex: form.statusEvents.length - 1,
      arrival,
      ...data,
      state: 'PENDING',
      tries: 0,
      createdAt: now,
    });
  };
  return { add, planned };
}

/** The stay an arrival begins, as effects record it. */
export const arrivalOf = (arrival: Pick<PlannedArrival, 'form' | 'previousStatus' | 'event' | 'edgeIds'>): EffectArrival => ({
  status: arrival.form.status,
  enteredAt: enteredAtOf(arrival.form),
  previousStatus: arrival.previousStatus ?? null,
  event: arrival.event ?? null,
  edgeIds: arrival.edgeIds,
});

/** Whether any state or edge of the workflow sends to-dos (only then may a move leave open ones behind). */
const sendsTodos = (workflow: PlannedArrival['workflow']) =>
  [...workflow.record.flow.nodes, ...workflow.record.flow.edges].some((part) => (part.data as { notificationTriggers?: Array<{ kind: string }> }).notificationTriggers?.some((trigger) => trigger.kind === 'TODO'));

/**
 * The effects an arrival (a start, or a move) records, in the order they run: its notifications, the to-dos of
 * the status left, the sub-workflows of the stay left and of the new one, the end of this form's own
 * sub-workflow, its user outcomes, then its integration calls. Pure: the move writes them. (The new stay's timers
 * are no effect: the move puts them itself, first; see timer-effects.ts.)
 */
export function effectsOfArrival(arrival: PlannedArrival): EffectRecord[] {
  const { workflow, form, previousStatus, now } = arrival;
  const { add, planned } = effectRecorder(form, arrivalOf(arrival), now);
  const final = workflow.compiled.isFinal(form.status);
  const state = workflow.record.flow.nodes.find((node) => node.id === form.status);
  for (const trigger of triggersOfArrival(arrival, (holder) => holder.notificationTriggers)) {
    add('notification', trigger.kind === 'TODO' ? 'To-do' : 'Email', { notificationTrigger: trigger });
  }
  if (previousStatus !== undefined && sendsTodos(workflow)) add('complete-todos', 'To-dos of the step left completed');
  const left = previousStatus === undefined ? undefined : form.statusEvents.at(-2);
  if (previousStatus !== undefined && (form.subWorkflowChildren ?? []).some((ref) => ref.status === previousStatus)) {
    add('stop-sub-workflows', 'Sub-workflows of the step left stopped', { stay: { status: previousStatus, enteredAt: left?.timestamp ?? form.createdDate } });
  }
  const config = state?.type === 'state' ? state.data.subWorkflowConfig : undefined;
  if (config) add('start-sub-workflow', `Sub-workflow: ${config.templateName}`);
  if (final && form.parentFormId) add('end-sub-workflow', 'Parent form told', { end: 'success' });
  if (final) add('user-outcomes', 'Outcomes recorded');
  for (const trigger of triggersOfArrival(arrival, (holder) => holder.integrationServiceTriggers)) {
    add('integration', `Integration: ${trigger.name}`, { integrationTrigger: trigger });
  }
  return planned;
}

/**
 * The effects of a halt: a child in ERROR tells its parent; a STOPPED form stops the children its current stay
 * started.
 */
export function effectsOfHalt(form: FormRecord, halt: NonNullable<FormRecord['workflowHalt']>): EffectRecord[] {
  const stay = { status: form.status, enteredAt: enteredAtOf(form) };
  const { add, planned } = effectRecorder(form, { ...stay, edgeIds: [] }, halt.at);
  if (halt.status === 'ERROR' && form.parentFormId) add('end-sub-workflow', 'Parent form told of the error', { end: 'error', message: halt.message });
  if (halt.status === 'STOPPED' && (form.subWorkflowChildren ?? []).some((ref) => ref.status === stay.status && ref.enteredAt === stay.enteredAt)) {
    add('stop-sub-workflows', 'Sub-workflows stopped', { stay });
  }
  return planned;
}
