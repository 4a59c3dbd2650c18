import { workflowCatalogue } from '../../schema/src/workflow/catalogue';
import type { UserRecord } from '../data/entities';
import { findUserByUsername } from '../data/people-repository';
import { findWorkflow } from '../data/workflows-repository';

/** The statuses a template's forms may be imported in: its workflow's states, or draft and submitted without one. */
export async function importStatusesOf(workflowVersionId: string | null | undefined): Promise<string[]> {
  if (!workflowVersionId) return ['draft', 'submitted'];
  const workflow = await findWorkflow(workflowVersionId, false);
  return workflow ? workflowCatalogue(workflow.flow).statuses.map((status) => status.id) : [];
}

/** The active people the rows name as owners, by username (one Query each, at most one per distinct name). */
export async function ownersByUsername(usernames: readonly string[]): Promise<Map<string, UserRecord>> {
  const distinct = [...new Set(usernames)];
  const found = await Promise.all(distinct.map((username) => findUserByUsername(username)));
  const owners = new Map<string, UserRecord>();
  found.forEach((user, index) => {
    if (user && user.status !== 'INACTIVE') owners.set(distinct[index]!, user);
  });
  return owners;
}
