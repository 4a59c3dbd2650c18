import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { workflowProblems } from '../../../schema/src/workflow/validate';
import { attachWorkflowInputSchema } from '../../../schema/src/workflow/inputs';
import { findTemplateHeader } from '../../data/templates-repository';
import { findWorkflow } from '../../data/workflows-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { editableDraft } from '../../templates/editable-draft';
import { editHeader } from '../../templates/header-edit';
import { metrics } from '../telemetry';
import { invalidWorkflow, questionsOfTemplate } from '../workflow-access';

/**
 * attachWorkflow: sets a draft template's workflowMachineId (the workflow's family) and workflowVersionId (a
 * published version of its template group whose guards read the template's own questions), by one conditional
 * write of the template header, as the template settings edits do.
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
  if (problems.length > 0) throw invalidWorkflow(workflow, problems, 'attached');
  const template = await editHeader(caller, { templateId, expectedRevision: expectedRevision ?? header.revision }, () => ({
    workflowMachineId: workflow.machineId,
    workflowVersionId: workflow.id,
  }));
  metrics.addMetric('WorkflowsAttached', MetricUnit.Count, 1);
  return template;
}
