import type { NotificationTrigger } from '../../../schema/src/workflow/model';
import type { FormRecord, ResponseRecord, TemplateRecord } from '../../data/entities';
import { completeTodosOfForm, sendNotification } from '../../notifications/send';
import { badUserInput } from '../../shared/errors';
import { logger } from '../telemetry';
import { answersOfForm, type FormWorkflow } from '../workflow-runtime';

/** A workflow move decided: where the event takes the form and which edges it takes on the way. */
export interface WorkflowMove {
  status: string;
  edgeIds: string[];
}

/** Where the event takes the form with its saved answers; BAD_USER_INPUT with the workflow's reason when refused. */
export function decideMove(workflow: FormWorkflow, form: FormRecord, event: string, responses: readonly ResponseRecord[]): WorkflowMove {
  const result = workflow.compiled.transition(form.status, event, answersOfForm(responses));
  if ('refused' in result) throw badUserInput(result.refused, { event, status: form.status });
  return { status: result.target, edgeIds: result.edgeIds };
}

/** The notification triggers a move fires: those of the edges it took, then those of the state it arrives in. */
export function triggersOfMove(workflow: FormWorkflow, move: WorkflowMove): NotificationTrigger[] {
  const { edges, nodes } = workflow.record.flow;
  const onEdges = move.edgeIds.flatMap((id) => edges.find((edge) => edge.id === id)?.data.notificationTriggers ?? []);
  const target = nodes.find((node) => node.id === move.status);
  const onState = target?.type === 'state' ? target.data.notificationTriggers : [];
  return [...onEdges, ...onState];
}

/**
 * What follows a move that applied: its notifications are sent (a failure is recorded by the sender and logged
 * here, never undoing the move) and the form's TODOs of the status it left are completed.
 */
export async function afterMove(request: { workflow: FormWorkflow; move: WorkflowMove; form: FormRecord; template: TemplateRecord; previousStatus: string; event: string }) {
  const { workflow, move, form, template, previousStatus, event } = request;
  for (const trigger of triggersOfMove(workflow, move)) {
    try {
      await sendNotification({ trigger, form, template, previousStatus, event });
    } catch (error) {
      logger.error('Notification trigger failed', { formId: form.id, triggerId: trigger.id, error: error as Error });
    }
  }
  try {
    await completeTodosOfForm(form.id, move.status);
  } catch (error) {
    logger.error('Completing TODOs failed', { formId: form.id, error: error as Error });
  }
}
