import { completeTodosOfForm, sendNotification } from '../../notifications/send';
import { logger } from '../telemetry';
import { triggersOfArrival, type Arrival } from './arrival';

/** Sends the arrival's notifications; a failure is recorded by the sender and logged here, never undoing the move. */
export async function sendArrivalNotifications(arrival: Arrival): Promise<void> {
  for (const trigger of triggersOfArrival(arrival, (holder) => holder.notificationTriggers)) {
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
