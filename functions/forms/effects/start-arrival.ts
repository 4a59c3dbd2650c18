import type { FormRecord, TemplateRecord } from '../../data/entities';
import { workflowOfForm } from '../workflow-runtime';
import { afterArrival } from './after-arrival';

/** A new form arrives in its workflow's starting state: the state's effects run as for any arrival. */
export async function arriveAtStart(form: FormRecord, template: TemplateRecord): Promise<void> {
  const workflow = workflowOfForm(form);
  if (!workflow) return;
  await afterArrival({ workflow: await workflow, form, template, edgeIds: [], now: form.createdDate });
}
