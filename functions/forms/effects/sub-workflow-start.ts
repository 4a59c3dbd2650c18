import type { FormRecord, TemplateRecord } from '../../data/entities';
import { addSubWorkflowChild, findFormConsistently } from '../../data/sub-workflows-repository';
import { findTemplate, findTemplateGroup } from '../../data/templates-repository';
import { createFormFromTemplate } from '../new-form';
import { logger } from '../telemetry';
import { enteredAtOf } from '../workflow-runtime';
import type { Arrival } from './arrival';
import { subWorkflowChildHalted } from './sub-workflow-end';
import { parentMovedOn, stopSubWorkflowChild } from './sub-workflow-stop';
import { systemMoves } from './system-moves';

/** The latest published version of a template's group: a sub-workflow's child starts from it. */
async function latestPublishedVersion(templateId: string): Promise<TemplateRecord | undefined> {
  const named = await findTemplate(templateId);
  const group = named ? await findTemplateGroup(named.groupId) : undefined;
  const latestId = group?.status === 'ARCHIVED' ? undefined : group?.latestPublishedTemplateId;
  return latestId ? findTemplate(latestId) : undefined;
}

/** How deep sub-workflows may nest: a template that starts itself would otherwise start children forever. */
export const maxSubWorkflowDepth = 5;

/** Whether a form already sits `maxSubWorkflowDepth` sub-workflows deep (its parents read one by one). */
async function nestedTooDeep(form: FormRecord): Promise<boolean> {
  let at: FormRecord | undefined = form;
  for (let depth = 0; at?.parentFormId; depth += 1) {
    if (depth + 1 >= maxSubWorkflowDepth) return true;
    at = await findFormConsistently(at.parentFormId);
  }
  return false;
}

/** Puts the parent in ERROR for a child that could not start (unless it has moved on meanwhile), and tells its own parent. */
async function failStart(parent: FormRecord, templateName: string, reason: string, now: string) {
  const message = `Sub-workflow ${templateName} could not start: ${reason}`;
  logger.warn('Sub-workflow could not start', { formId: parent.id, status: parent.status, message });
  const halted = await systemMoves().haltWorkflow({ formId: parent.id, expected: { status: parent.status, enteredAt: enteredAtOf(parent) }, status: 'ERROR', message, now });
  if (halted) await subWorkflowChildHalted(parent.id, message);
}

/**
 * Starts the child form of the state a form arrives in, when the state has a sub-workflow: from the latest
 * published version of the configured template, owned by the parent's owner, under the parent; the child is
 * recorded on the parent with the stay that started it, then its own start's effects run. A parent that moved
 * on before the child was recorded gets no child: the child is stopped at once.
 */
export async function startSubWorkflow(arrival: Arrival): Promise<void> {
  const { form: parent, workflow, now } = arrival;
  const state = workflow.record.flow.nodes.find((node) => node.id === parent.status);
  const config = state?.type === 'state' ? state.data.subWorkflowConfig : undefined;
  if (!config || parent.workflowHalt) return;
  try {
    if (await nestedTooDeep(parent)) return await failStart(parent, config.templateName, `sub-workflows may nest at most ${maxSubWorkflowDepth} deep.`, now);
    const template = await latestPublishedVersion(config.templateId);
    if (!template) return await failStart(parent, config.templateName, 'its template has no published version.', now);
    const child = await createFormFromTemplate({ template, owner: parent.owner, parentFormId: parent.id, now });
    if (!(await addSubWorkflowChild(parent, { formId: child.id, status: parent.status, enteredAt: enteredAtOf(parent) }))) {
      await stopSubWorkflowChild(child, parentMovedOn, now);
      return;
    }
    await systemMoves().arriveAtStart(child, template);
  } catch (error) {
    logger.error('Starting a sub-workflow failed', { formId: parent.id, error: error as Error });
    await failStart(parent, config.templateName, (error as Error).message, now).catch(() => undefined);
  }
}
