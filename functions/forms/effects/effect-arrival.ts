import type { FormRecord } from '../../data/entities';
import { findFormWithResponses } from '../../data/forms-repository';
import { findTemplate } from '../../data/templates-repository';
import { enteredAtOf, workflowOfForm } from '../workflow-runtime';
import type { Arrival } from './arrival';
import type { EffectContext } from './effect-runner';

/** Whether the form is still in the stay the effect's arrival began (and not halted). */
export const stillInStay = ({ effect, form }: Pick<EffectContext, 'effect' | 'form'>) =>
  form.status === effect.arrival.status && enteredAtOf(form) === effect.arrival.enteredAt && !form.workflowHalt;

/** The form as the effect's arrival left it: its status then, and the status events up to that move. */
export const formAtArrival = ({ effect, form }: Pick<EffectContext, 'effect' | 'form'>): FormRecord => ({
  ...form,
  status: effect.arrival.status,
  statusEvents: form.statusEvents.slice(0, effect.eventIndex + 1),
});

/**
 * The arrival an effect belongs to, rebuilt for the runners that need all of it: the workflow, the template, the
 * form as the arrival left it and its answers as they are now. Undefined for a form without a workflow or template.
 */
export async function arrivalOfEffect(context: EffectContext): Promise<Arrival | undefined> {
  const { effect, form, now } = context;
  const workflow = workflowOfForm(form);
  const [template, { responses }] = await Promise.all([findTemplate(form.templateId), findFormWithResponses(form.id)]);
  if (!workflow || !template) return undefined;
  return {
    workflow: await workflow,
    form: formAtArrival(context),
    template,
    ...(effect.arrival.previousStatus ? { previousStatus: effect.arrival.previousStatus } : {}),
    ...(effect.arrival.event ? { event: effect.arrival.event } : {}),
    edgeIds: effect.arrival.edgeIds,
    responses,
    now,
  };
}
