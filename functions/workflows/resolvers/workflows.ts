import { randomUUID } from 'node:crypto';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { smartCronExpression } from '../../../schema/src/workflow/cron';
import {
  createWorkflowInputSchema,
  cronArgsSchema,
  templateGroupArgsSchema,
  updateWorkflowInputSchema,
  workflowIdArgsSchema,
} from '../../../schema/src/workflow/inputs';
import type { ScheduledJob } from '../../../schema/src/workflow/model';
import { starterFlow } from '../../../schema/src/workflow/starter';
import type { WorkflowRecord } from '../../data/entities';
import { StaleEdit } from '../../data/template-authoring-repository';
import { findTemplateGroup } from '../../data/templates-repository';
import { insertWorkflow, listWorkflowsOfGroup, updateWorkflowVersion } from '../../data/workflows-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertCanEdit } from '../../templates/template-access';
import { metrics } from '../telemetry';
import { authoredWorkflow, editableWorkflow, problemsOf, staleWorkflow } from '../workflow-access';
import { succeeded } from '../workflow-result';
import { workflowView } from '../workflow-view';

/** workflowsByTemplateGroup: every version of the group's workflows, newest first, for the group's authors. */
export async function workflowsByTemplateGroup(caller: Caller, args: unknown) {
  const { templateGroupId } = parseInput(templateGroupArgsSchema, args);
  if (!(await findTemplateGroup(templateGroupId))) throw notFound('Template group', templateGroupId);
  await assertCanEdit(caller, templateGroupId);
  return (await listWorkflowsOfGroup(templateGroupId)).map(workflowView);
}

/** workflow: one version (NOT_FOUND when there is none), for its group's authors. */
export async function workflowById(caller: Caller, args: unknown) {
  const { id } = parseInput(workflowIdArgsSchema, args);
  return workflowView(await authoredWorkflow(caller, id));
}

/** smartCronExpression: validity, words and the next three runs from now. */
export function describeCron(_caller: Caller, args: unknown) {
  const { cronExpression } = parseInput(cronArgsSchema, args);
  return smartCronExpression(cronExpression, { from: new Date(), count: 3 });
}

/** validateWorkflow: the problems that keep a version from being published or attached. */
export async function validateWorkflow(caller: Caller, args: unknown) {
  const { id } = parseInput(workflowIdArgsSchema, args);
  return problemsOf(await authoredWorkflow(caller, id));
}

/** createWorkflow: a new workflow (its family and version 1) with the starter flow. */
export async function createWorkflow(caller: Caller, args: { input?: unknown }) {
  const { templateGroupId, name, description, machineType } = parseInput(createWorkflowInputSchema, args.input);
  if (!(await findTemplateGroup(templateGroupId))) throw notFound('Template group', templateGroupId);
  await assertCanEdit(caller, templateGroupId);
  const now = new Date().toISOString();
  const machineId = randomUUID();
  const workflow: WorkflowRecord = {
    id: randomUUID(),
    machineId,
    name,
    description: description ?? null,
    referenceId: templateGroupId,
    version: 1,
    revision: 1,
    machineType: machineType ?? 'FORM_TEMPLATE',
    readOnly: false,
    lastUpdatedDate: now,
    createdAt: now,
    flow: starterFlow(),
    jobs: [],
  };
  await insertWorkflow({ machineId, templateGroupId, latestVersion: 1, latestVersionId: workflow.id, updatedAt: now }, workflow);
  metrics.addMetric('WorkflowsCreated', MetricUnit.Count, 1);
  return { ...succeeded, workflow: workflowView(workflow) };
}

type JobInput = NonNullable<ReturnType<typeof updateWorkflowInputSchema.parse>['jobs']>[number];

/** The jobs to store: cron expressions checked, ids and creation dates kept for jobs that were there. */
function jobsOf(inputs: JobInput[], previous: ScheduledJob[], now: string): ScheduledJob[] {
  const before = new Map(previous.map((job) => [job.id, job] as const));
  return inputs.map((input, index) => {
    const cron = smartCronExpression(input.cronExpression);
    if (!cron.isValid) throw badUserInput(`Job ${input.name}: ${cron.description}`, { field: `jobs.${index}.cronExpression` });
    const id = input.id ?? randomUUID();
    return { ...input, id, cronExpression: cron.cronExpression, description: input.description ?? null, createdDate: before.get(id)?.createdDate ?? now };
  });
}

/** updateWorkflow: the fields given replace the version's (flow and jobs whole): one conditional write. */
export async function updateWorkflow(caller: Caller, args: { input?: unknown }) {
  const { id, expectedRevision, name, description, flow, jobs } = parseInput(updateWorkflowInputSchema, args.input);
  const workflow = await editableWorkflow(caller, id);
  if (workflow.revision !== expectedRevision) throw await staleWorkflow(id);
  const now = new Date().toISOString();
  try {
    const updated = await updateWorkflowVersion(id, expectedRevision, {
      ...(name != null ? { name } : {}),
      ...(description !== undefined ? { description } : {}),
      ...(flow != null ? { flow } : {}),
      ...(jobs != null ? { jobs: jobsOf(jobs, workflow.jobs, now) } : {}),
      lastUpdatedDate: now,
    });
    metrics.addMetric('WorkflowEdits', MetricUnit.Count, 1);
    return { ...succeeded, workflow: workflowView(updated) };
  } catch (error) {
    if (!(error instanceof StaleEdit)) throw error;
    throw await staleWorkflow(id);
  }
}
