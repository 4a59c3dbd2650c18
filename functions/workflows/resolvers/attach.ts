import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { workflowProblems } from '../../../schema/src/workflow/validate';
import { attachWorkflowInputSchema } from '../../../schema/src/workflow/inputs';
import { findTemplateGroup, findTemplateHeader, readTemplate } from '../../data/templates-repository';
import { findWorkflow } from '../../data/workflows-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { editableDraft } from '../../templates/editable-draft';
import { editHeader } from '../../templates/header-edit';
import { withGroupFacts } from '../../templates/template-access';
import { metrics } from '../telemetry';
import { questionsOfTemplate } from '../workflow-access';
import { failedValidation, succeeded } from '../workflow-result';

/**
 * attachWorkflow: sets a draft template's workflowMachineId (the workflow's family) and workflowVersionId (a
 * published version of its template group whose guards read the template's own questions), by one conditional
 * write of the template header, as the template settings edits do. A version whose guards do not validate
 * against the template leaves it as it is: FAILED, with the problems.
 */
export async function attachWorkflow(caller: Caller, args: { input?: unknown }) {
  const { templateId, workflowId, expectedRevision } = parseInput(attachWorkflowInputSchema, args.input);
  const header = await editableDraft(caller, templateId, await findTemplateHeader(templateId, true));
  const workflow = await findWorkflow(workflowId);
  if (!workflow) throw notFound('Workflow', workflowId);
  if (workflow.referenceId !== header.groupId) {
    throw badUserInput(`Workflow ${workflow.name} belongs to another template group.`, { field: 'workflowId' });
  }
  if (!workflow.readOnly) {
    throw badUserInput(`Workflow ${workflow.name} version ${workflow.version} is not published: publish it before attaching it.`, { field: 'workflowId' });
  }
  const problems = workflowProblems(workflow, { questions: await questionsOfTemplate(templateId) });
  if (problems.length > 0) return { ...failedValidation(workflow.name, problems, 'attached'), template: await templateAsItIs(templateId, header.groupId) };
  const template = await editHeader(caller, { templateId, expectedRevision: expectedRevision ?? header.revision }, () => ({
    workflowMachineId: workflow.machineId,
    workflowVersionId: workflow.id,
  }));
  metrics.addMetric('WorkflowsAttached', MetricUnit.Count, 1);
  return { ...succeeded, template };
}

/** The template as the API answers it, unchanged. */
async function templateAsItIs(templateId: string, groupId: string) {
  const template = await readTemplate(templateId);
  if (!template) throw notFound('Template', templateId);
  return withGroupFacts(template, await findTemplateGroup(groupId));
}
