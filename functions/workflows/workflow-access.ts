import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { questionsOf } from '../../schema/src/template/questions';
import { workflowProblems, type WorkflowProblem } from '../../schema/src/workflow/validate';
import type { WorkflowRecord } from '../data/entities';
import { findTemplateGroup, readTemplate } from '../data/templates-repository';
import { findWorkflow } from '../data/workflows-repository';
import type { Caller } from '../shared/caller';
import { badUserInput, conflict, notFound } from '../shared/errors';
import { assertCanEdit } from '../templates/template-access';
import { metrics } from './telemetry';
import { workflowView } from './workflow-view';

/**
 * A workflow version the caller may author: it exists (NOT_FOUND) and the caller may edit its template group
 * (FORBIDDEN): authoring a template's workflow needs what editing the template needs.
 */
export async function authoredWorkflow(caller: Caller, id: string): Promise<WorkflowRecord> {
  const workflow = await findWorkflow(id);
  if (!workflow) throw notFound('Workflow', id);
  await assertCanEdit(caller, workflow.referenceId);
  return workflow;
}

/** A draft version the caller may edit now (BAD_USER_INPUT for a published, read-only one). */
export async function editableWorkflow(caller: Caller, id: string): Promise<WorkflowRecord> {
  const workflow = await authoredWorkflow(caller, id);
  if (workflow.readOnly) {
    throw badUserInput(`Workflow ${workflow.name} version ${workflow.version} is published and read-only: start a new version to change it.`, { id });
  }
  return workflow;
}

/** CONFLICT for an edit based on an older revision, with the version as it is now. */
export async function staleWorkflow(id: string) {
  metrics.addMetric('StaleWorkflowEdits', MetricUnit.Count, 1);
  const current = await findWorkflow(id);
  return conflict('This workflow was changed elsewhere. The newer version is shown.', { current: current ? workflowView(current) : null });
}

/** The questions of a template version (for guard checks); none when it is gone. */
export async function questionsOfTemplate(templateId: string | undefined) {
  const template = templateId ? await readTemplate(templateId) : undefined;
  return template ? questionsOf(template) : undefined;
}

/** A workflow's problems, its guards read against its template group's latest version's questions. */
export async function problemsOf(workflow: WorkflowRecord): Promise<WorkflowProblem[]> {
  const group = await findTemplateGroup(workflow.referenceId, true);
  return workflowProblems(workflow, { questions: await questionsOfTemplate(group?.latestTemplateId) });
}
