import type { FormRecord, SubWorkflowChildRef } from '../../data/entities';
import { findFormConsistently } from '../../data/sub-workflows-repository';
import { logger } from '../telemetry';
import { enteredAtOf, workflowOfForm } from '../workflow-runtime';
import type { Arrival } from './arrival';
import { systemMoves } from './system-moves';

/** Why a child's workflow was stopped. */
export const parentMovedOn = 'The parent form moved on.';

async function stopChildren(children: readonly SubWorkflowChildRef[], now: string): Promise<void> {
  for (const ref of children) {
    const child = await findFormConsistently(ref.formId);
    if (child) await stopSubWorkflowChild(child, parentMovedOn, now);
  }
}

/**
 * Stops an unfinished child's workflow (STOPPED, with why), then the children its own current stay started; a
 * child that finished, halted or moved meanwhile is left as it is.
 */
export async function stopSubWorkflowChild(child: FormRecord, message: string, now: string): Promise<void> {
  const workflow = workflowOfForm(child);
  if (!workflow || child.workflowHalt || (await workflow).compiled.isFinal(child.status)) return;
  const enteredAt = enteredAtOf(child);
  const halted = await systemMoves().haltWorkflow({ formId: child.id, expected: { status: child.status, enteredAt }, status: 'STOPPED', message, now });
  if (!halted) return;
  await stopChildren((child.subWorkflowChildren ?? []).filter((ref) => ref.status === child.status && ref.enteredAt === enteredAt), now);
}

/** When a form leaves a state that started sub-workflows (a user moved it on first), their unfinished children stop. */
export async function stopLeftSubWorkflows(arrival: Arrival): Promise<void> {
  const { form, previousStatus } = arrival;
  if (previousStatus === undefined) return;
  const current = enteredAtOf(form);
  const left = (form.subWorkflowChildren ?? []).filter((ref) => ref.status === previousStatus && ref.enteredAt !== current);
  try {
    await stopChildren(left, arrival.now);
  } catch (error) {
    logger.error('Stopping sub-workflows failed', { formId: form.id, error: error as Error });
  }
}
