import { logger } from '../telemetry';
import type { Arrival, ArrivalEffect } from './arrival';
import { callArrivalIntegrations } from './integration-effects';
import { completeLeftTodos, sendArrivalNotifications } from './notification-effects';
import { finishSubWorkflow } from './sub-workflow-end';
import { startSubWorkflow } from './sub-workflow-start';
import { stopLeftSubWorkflows } from './sub-workflow-stop';
import { scheduleAutoTransitions } from './timer-effects';
import { recordUserOutcomes } from './user-outcome-effects';

/** What follows every arrival, in order. Each effect records its own failures; none undoes the arrival. */
const effects: ArrivalEffect[] = [sendArrivalNotifications, completeLeftTodos, scheduleAutoTransitions, stopLeftSubWorkflows, startSubWorkflow, finishSubWorkflow, recordUserOutcomes, callArrivalIntegrations];

/** Runs the effects of an arrival (a form started in, or moved to, a workflow state). */
export async function afterArrival(arrival: Arrival): Promise<void> {
  for (const effect of effects) {
    try {
      await effect(arrival);
    } catch (error) {
      logger.error('Arrival effect failed', { formId: arrival.form.id, status: arrival.form.status, error: error as Error });
    }
  }
}
