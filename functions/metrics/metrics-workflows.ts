import type { Workflow } from '../../schema/src/workflow/model';
import type { TemplateGroupRecord } from '../data/entities';
import { findTemplateHeader } from '../data/templates-repository';
import { findWorkflow } from '../data/workflows-repository';

/** The most workflow versions read for one template's metrics (a group rarely has more). */
const maxWorkflowVersions = 25;

type Flow = Pick<Workflow, 'flow'>;

/** The workflow of the group's latest version (draft or published), or of its latest published one. */
async function latestWorkflowId(group: TemplateGroupRecord): Promise<string | undefined> {
  for (const id of [group.latestTemplateId, group.latestPublishedTemplateId]) {
    const header = id ? await findTemplateHeader(id) : undefined;
    if (header?.workflowVersionId) return header.workflowVersionId;
  }
  return undefined;
}

/**
 * The latest version's workflow (for the order of statuses) and the workflow versions the forms started on
 * (`versionIds`: those the group's aggregate counts forms of), read in parallel.
 */
export async function metricsWorkflows(group: TemplateGroupRecord, versionIds: Iterable<string>) {
  const latestId = await latestWorkflowId(group);
  const ids = [...new Set([latestId, ...versionIds].filter((id): id is string => Boolean(id)))].slice(0, maxWorkflowVersions);
  const found = await Promise.all(ids.map(async (id) => [id, await findWorkflow(id, false)] as const));
  const workflowsById = new Map<string, Flow>(found.flatMap(([id, workflow]) => (workflow ? [[id, workflow] as const] : [])));
  return { latestWorkflow: latestId ? (workflowsById.get(latestId) ?? null) : null, workflowsById };
}
