import { randomUUID } from 'node:crypto';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { startDraftInputSchema } from '../../../schema/src/inputs/templates';
import type { TemplateGroupRecord, TemplateRecord } from '../../data/entities';
import { copyOutcomeGroups, deleteOutcomeGroups } from '../../data/outcomes-repository';
import { deleteItems, saveGroupIf, versionKeys } from '../../data/template-authoring-repository';
import { findTemplateGroup, readTemplate, writeTemplateVersion } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { asNewDraft } from '../new-template';
import { assertCanEdit, withGroupFacts } from '../template-access';
import { metrics } from '../telemetry';

async function latestOf(group: TemplateGroupRecord): Promise<TemplateRecord> {
  const latest = await readTemplate(group.latestTemplateId);
  if (!latest) throw notFound('Template', group.latestTemplateId);
  return latest;
}

/**
 * Makes a DRAFT copy of a group's latest version as its next version, or answers the draft the group has
 * already (idempotent). The copy is written with batch puts (one BatchWriteItem per 25 pages and elements,
 * one for the header, then its outcome groups), then claimed by one conditional write of the group (its latest
 * version must still be the one copied): of two concurrent calls one claims, the other removes its copy and
 * answers the winner's.
 */
export async function startDraft(caller: Caller, args: { input?: unknown }) {
  const { templateGroupId } = parseInput(startDraftInputSchema, args.input);
  const group = await findTemplateGroup(templateGroupId, true);
  if (!group) throw notFound('Template', templateGroupId);
  await assertCanEdit(caller, group.groupId);
  if (group.status === 'ARCHIVED') throw badUserInput(`Template ${group.name} is archived: it takes no new versions.`, { templateGroupId });
  const latest = await latestOf(group);
  if (latest.status === 'DRAFT') return withGroupFacts(latest, group);
  const now = new Date().toISOString();
  const version = Math.max(group.latestVersion ?? 0, latest.version) + 1;
  const draft = await writeTemplateVersion(asNewDraft(latest, { id: randomUUID(), groupId: group.groupId, version, name: latest.name, isLatest: false }, now), now);
  await copyOutcomeGroups(latest.id, draft.id, now);
  const claimed = await saveGroupIf({ ...group, latestTemplateId: draft.id, latestVersion: version, updatedAt: now }, { attribute: 'latestTemplateId', value: latest.id });
  if (!claimed) {
    await deleteItems(versionKeys(draft.id, nodeIdsOf(draft)));
    await deleteOutcomeGroups(draft.id);
    const winner = await findTemplateGroup(group.groupId, true);
    if (!winner) throw notFound('Template', templateGroupId);
    return withGroupFacts(await latestOf(winner), winner);
  }
  metrics.addMetric('DraftsStarted', MetricUnit.Count, 1);
  return withGroupFacts(draft, { ...group, latestTemplateId: draft.id });
}

/** Every page and element id of an assembled template. */
function nodeIdsOf(template: TemplateRecord): string[] {
  const ids: string[] = [];
  const walk = (items: Array<Record<string, unknown>>) => {
    for (const item of items) {
      ids.push(String(item.id));
      walk((item.children ?? item.questions ?? []) as Array<Record<string, unknown>>);
    }
  };
  walk([...template.pages, ...template.summaryPages] as unknown as Array<Record<string, unknown>>);
  return ids;
}
