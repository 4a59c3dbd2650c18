import { randomUUID } from 'node:crypto';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { workflowIdArgsSchema } from '../../../schema/src/workflow/inputs';
import type { WorkflowRecord } from '../../data/entities';
import { StaleEdit } from '../../data/template-authoring-repository';
import { registerScheduledJobs } from '../../data/scheduling-repository';
import { claimNextVersion, findWorkflow, findWorkflowFamily, insertWorkflowVersion, setLatestPublished, updateWorkflowVersion } from '../../data/workflows-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { metrics } from '../telemetry';
import { authoredWorkflow, editableWorkflow, problemsOf, staleWorkflow } from '../workflow-access';
import { failedValidation, succeeded } from '../workflow-result';
import { workflowView } from '../workflow-view';

/**
 * publishWorkflow: validates the draft and marks it read-only (one conditional write), then records it on its
 * family. A draft that does not validate stays as it is: FAILED, with its problems.
 */
export async function publishWorkflow(caller: Caller, args: { input?: unknown }) {
  const { id } = parseInput(workflowIdArgsSchema, args.input);
  const workflow = await editableWorkflow(caller, id);
  const problems = await problemsOf(workflow);
  if (problems.length > 0) return { ...failedValidation(workflow.name, problems, 'published'), workflow: workflowView(workflow) };
  const now = new Date().toISOString();
  let published: WorkflowRecord;
  try {
    published = await updateWorkflowVersion(id, workflow.revision, { readOnly: true, publishedAt: now, lastUpdatedDate: now });
  } catch (error) {
    if (!(error instanceof StaleEdit)) throw error;
    throw await staleWorkflow(id);
  }
  await setLatestPublished(workflow.machineId, id, now);
  // The scheduler lists published versions with jobs from one partition.
  if (published.jobs.length > 0) await registerScheduledJobs({ workflowVersionId: id, templateGroupId: published.referenceId, publishedAt: now, jobs: published.jobs });
  metrics.addMetric('WorkflowsPublished', MetricUnit.Count, 1);
  return { ...succeeded, workflow: workflowView(published) };
}

/** The next version of a family, copied from `from`: a new draft at revision 1. */
function nextVersion(from: WorkflowRecord, id: string, version: number, now: string): WorkflowRecord {
  const { publishedAt: _publishedAt, ...rest } = from;
  return { ...rest, id, version, revision: 1, readOnly: false, createdAt: now, lastUpdatedDate: now };
}

/** startWorkflowDraft: the family's draft, always a SUCCESS (a refusal is an error). */
export async function startWorkflowDraft(caller: Caller, args: { input?: unknown }) {
  return { ...succeeded, workflow: await familyDraft(caller, args) };
}

/**
 * The family's draft: when its latest version is a draft, that one; otherwise a copy of the latest version as the
 * next number, claimed on the family by one conditional write (a racing author gets the draft the winner made). A
 * claim whose copy was never written (a crash) is completed by the next call.
 */
async function familyDraft(caller: Caller, args: { input?: unknown }) {
  const { id } = parseInput(workflowIdArgsSchema, args.input);
  const workflow = await authoredWorkflow(caller, id);
  for (let attempt = 0; attempt < 3; attempt++) {
    const family = await findWorkflowFamily(workflow.machineId);
    if (!family) throw notFound('Workflow', workflow.machineId);
    const latest = await findWorkflow(family.latestVersionId);
    const now = new Date().toISOString();
    if (!latest) {
      const source = (family.latestPublishedVersionId && (await findWorkflow(family.latestPublishedVersionId))) || workflow;
      const draft = nextVersion(source, family.latestVersionId, family.latestVersion, now);
      if (await insertWorkflowVersion(draft)) return workflowView(draft);
      continue;
    }
    if (!latest.readOnly) return workflowView(latest);
    const draft = nextVersion(latest, randomUUID(), family.latestVersion + 1, now);
    if (!(await claimNextVersion(family.machineId, family.latestVersion, draft.id, now))) continue;
    await insertWorkflowVersion(draft);
    metrics.addMetric('WorkflowDraftsStarted', MetricUnit.Count, 1);
    return workflowView(draft);
  }
  throw await staleWorkflow(id);
}
