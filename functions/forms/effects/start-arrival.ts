import type { FormRecord, ResponseRecord, TemplateRecord } from '../../data/entities';
import { workflowOfForm } from '../workflow-runtime';
import { afterArrival } from './after-arrival';

/** A new form (with the answers it starts with, a copy's) arrives in its workflow's starting state: the state's effects run as for any arrival. */
export async function arriveAtStart(form: FormRecord, template: TemplateRecord, responses: readonly ResponseRecord[] = []): Promise<void> {
  const workflow = workflowOfForm(form);
  if (!workflow) return;
  await afterArrival({ workflow: await workflow, form, template, edgeIds: [], responses, now: form.createdDate });
}
