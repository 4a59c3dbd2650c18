import { ownerStatusesOf } from '../../schema/src/workflow/catalogue';
import { ensureTuples, removeTuples } from '../authz/ensure-tuples';
import type { TupleKey } from '../authz/engine/types';
import { authorization } from '../authz/service';
import { findWorkflow } from '../data/workflows-repository';
import { ownerUpdateStatuses, ownerViewStatuses, templateGroupObject } from './template-tuples';

const ownerRelations = { view: 'owner_can_view', update: 'owner_can_update' } as const;

/** The statuses the group's stored owner tuple allows (the platform's defaults when there is none). */
async function storedStatuses(object: string, relation: string, defaults: readonly string[]): Promise<{ tuple?: TupleKey; statuses: string[] }> {
  const { tuples } = await authorization().read({ user: 'user:*', relation, object });
  const tuple = tuples[0]?.key;
  const context = tuple?.condition?.context as { statuses?: unknown } | undefined;
  const statuses = Array.isArray(context?.statuses) ? context.statuses.filter((status): status is string => typeof status === 'string') : [...defaults];
  return { ...(tuple ? { tuple } : {}), statuses };
}

/**
 * Widens a template group's owner tuples for the workflow its published version follows: owners see their forms
 * in every state of it and change them in the state they start in. Statuses are only ever added (forms of older
 * versions may still sit in states the new workflow dropped). The tuple is replaced only when it changes.
 */
export async function widenOwnerStatusesForWorkflow(groupId: string, workflowVersionId: string): Promise<void> {
  const workflow = await findWorkflow(workflowVersionId, false);
  if (!workflow) return;
  const needed = ownerStatusesOf(workflow.flow);
  const object = templateGroupObject(groupId);
  for (const [kind, defaults] of [['view', ownerViewStatuses], ['update', ownerUpdateStatuses]] as const) {
    const relation = ownerRelations[kind];
    const stored = await storedStatuses(object, relation, defaults);
    const missing = needed[kind].filter((status) => !stored.statuses.includes(status));
    if (missing.length === 0) continue;
    const widened: TupleKey = { user: 'user:*', relation, object, condition: { name: 'status_in', context: { statuses: [...stored.statuses, ...missing] } } };
    if (stored.tuple) await removeTuples(authorization(), [stored.tuple]);
    await ensureTuples(authorization(), [widened]);
  }
}
