import type { NotificationTrigger } from '../../../schema/src/workflow/model';
import { completeTodosOfForm, sendNotification } from '../../notifications/send';
import { logger } from '../telemetry';
import type { Arrival } from './arrival';

/** The notification triggers an arrival fires: those of the edges it took, then those of the state it arrives in. */
export function triggersOfArrival(arrival: Pick<Arrival, 'workflow' | 'edgeIds' | 'form'>): NotificationTrigger[] {
  const { edges, nodes } = arrival.workflow.record.flow;
  const onEdges = arrival.edgeIds.flatMap((id) => edges.find((edge) => edge.id === id)?.data.notificationTriggers ?? []);
  const target = nodes.find((node) => node.id === arrival.form.status);
  const onState = target?.type === 'state' ? target.data.notificationTriggers : [];
  return [...onEdges, ...onState];
}

/** Sends the arrival's notifications; a failure is recorded by the sender and logged here, never undoing the move. */
export async function sendArrivalNotifications(arrival: Arrival): Promise<void> {
  for (const trigger of triggersOfArrival(arrival)) {
    try {
      await sendNotification({ trigger, form: arrival.form, template: arrival.template, previousStatus: arrival.previousStatus ?? null, event: arrival.event ?? null });
    } catch (error) {
      logger.error('Notification trigger failed', { formId: arrival.form.id, triggerId: trigger.id, error: error as Error });
    }
  }
}

/** Completes the form's TODOs of the status it left (a reminder is done once the form moves on). */
export async function completeLeftTodos(arrival: Arrival): Promise<void> {
  if (arrival.previousStatus === undefined) return;
  try {
    await completeTodosOfForm(arrival.form.id, arrival.form.status);
  } catch (error) {
    logger.error('Completing TODOs failed', { formId: arrival.form.id, error: error as Error });
  }
}
