import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { OutcomeGroupRecord } from '../data/entities';
import { findHeaderAndOutcomeGroup, updateOutcomeGroup } from '../data/outcomes-repository';
import { StaleEdit } from '../data/template-authoring-repository';
import type { Caller } from '../shared/caller';
import { badUserInput, conflict, notFound } from '../shared/errors';
import { editableDraft } from '../templates/editable-draft';
import { outcomeGroupView } from './outcome-view';
import { metrics } from './telemetry';

/** Which outcome group an edit is of, and the version it is based on. */
export interface GroupTarget {
  templateId: string;
  groupId: string;
  expectedVersion: number;
}

/** The attributes an edit sets, computed from the group as it is now. */
export type GroupChange = (group: OutcomeGroupRecord) => Partial<Pick<OutcomeGroupRecord, 'name' | 'type' | 'outcomes' | 'riskLevels' | 'scales'>>;

/** Room left for keys and attribute names under DynamoDB's 400 KB item limit. */
const maxGroupBytes = 350_000;

/** CONFLICT for an edit based on an older version, with the group as it is now (null once removed). */
export function staleGroup(current: OutcomeGroupRecord | undefined) {
  metrics.addMetric('StaleOutcomeEdits', MetricUnit.Count, 1);
  return conflict('This outcome group was changed elsewhere. The newer version is shown.', { current: current ? outcomeGroupView(current) : null });
}

/**
 * The group of a draft the caller may edit now: one strongly consistent BatchGetItem of the version's header
 * and the group; NOT_FOUND, FORBIDDEN, BAD_USER_INPUT (not a draft) or CONFLICT (being published) as for elements.
 */
export async function editableGroup(caller: Caller, templateId: string, groupId: string) {
  const { header, group } = await findHeaderAndOutcomeGroup(templateId, groupId);
  await editableDraft(caller, templateId, header);
  if (!group) throw notFound('Outcome group', groupId);
  return group;
}

/**
 * Changes one outcome group (its settings or its outcomes): ONE conditional write of the group, applied only if
 * it is still at `expectedVersion`. Two authors editing different groups never touch the same item; two editing
 * the same one: the second gets CONFLICT with the group as it is now.
 */
export async function editGroup(caller: Caller, target: GroupTarget, change: GroupChange) {
  const group = await editableGroup(caller, target.templateId, target.groupId);
  if (group.version !== target.expectedVersion) throw staleGroup(group);
  const set = change(group);
  if (Buffer.byteLength(JSON.stringify({ ...group, ...set })) > maxGroupBytes) {
    throw badUserInput('This outcome group is too large to store: move some outcomes to another group or shorten their conditions.');
  }
  try {
    const updated = await updateOutcomeGroup(target.templateId, target.groupId, target.expectedVersion, { ...set, updatedAt: new Date().toISOString() });
    metrics.addMetric('OutcomeEdits', MetricUnit.Count, 1);
    return outcomeGroupView(updated);
  } catch (error) {
    if (!(error instanceof StaleEdit)) throw error;
    throw staleGroup((await findHeaderAndOutcomeGroup(target.templateId, target.groupId)).group);
  }
}
