import { randomUUID } from 'node:crypto';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import {
  addOutcomeGroupInputSchema,
  outcomeGroupsByTemplateArgsSchema,
  removeOutcomeGroupInputSchema,
  updateOutcomeGroupInputSchema,
} from '../../../schema/src/inputs/outcomes';
import type { RiskLevel } from '../../../schema/src/template/outcome-model';
import type { OutcomeGroupRecord } from '../../data/entities';
import { deleteOutcomeGroup, findHeaderAndOutcomeGroup, insertOutcomeGroup, listOutcomeGroups } from '../../data/outcomes-repository';
import { StaleEdit } from '../../data/template-authoring-repository';
import { findTemplateHeader } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { editableDraft } from '../../templates/editable-draft';
import { assertCanReadTemplate } from '../../templates/template-access';
import { editableGroup, editGroup, staleGroup } from '../group-edit';
import { outcomeGroupView } from '../outcome-view';
import { metrics } from '../telemetry';

/** Risk levels with an id each (generated where the author gave none); BAD_USER_INPUT for an id used twice. */
function withIds(levels: Array<Omit<RiskLevel, 'id'> & { id?: string | undefined }>): RiskLevel[] {
  const identified = levels.map((level) => ({ ...level, id: level.id ?? randomUUID() }));
  const ids = new Set(identified.map((level) => level.id));
  if (ids.size !== identified.length) throw badUserInput('Each risk level of a group needs its own id.', { field: 'riskLevels' });
  return identified;
}

/** outcomeGroupsByTemplate: a version's outcome groups, for whoever may read the version (authors for a draft). */
export async function outcomeGroupsByTemplate(caller: Caller, args: unknown) {
  const { templateId } = parseInput(outcomeGroupsByTemplateArgsSchema, args);
  const header = await findTemplateHeader(templateId, true);
  if (!header) throw notFound('Template', templateId);
  await assertCanReadTemplate(caller, header);
  return (await listOutcomeGroups(templateId, header.status === 'DRAFT')).map(outcomeGroupView);
}

/** addOutcomeGroup: one conditional put (`attribute_not_exists`) of a new group at version 1. */
export async function addOutcomeGroup(caller: Caller, args: { input?: unknown }) {
  const { templateId, group } = parseInput(addOutcomeGroupInputSchema, args.input);
  await editableDraft(caller, templateId, await findTemplateHeader(templateId, true));
  const now = new Date().toISOString();
  const record: OutcomeGroupRecord = {
    templateId,
    groupId: group.id ?? randomUUID(),
    name: group.name,
    type: group.type,
    outcomes: [],
    riskLevels: withIds(group.riskLevels),
    scales: group.scales,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  if (!(await insertOutcomeGroup(record))) throw badUserInput(`Outcome group ${record.groupId} exists already in this template.`, { field: 'group.id' });
  metrics.addMetric('OutcomeGroupsAdded', MetricUnit.Count, 1);
  return outcomeGroupView(record);
}

/** updateOutcomeGroup: the fields given replace the group's (risk levels and scales as whole lists). */
export async function updateOutcomeGroupSettings(caller: Caller, args: { input?: unknown }) {
  const { name, type, riskLevels, scales, ...target } = parseInput(updateOutcomeGroupInputSchema, args.input);
  return editGroup(caller, target, () => ({
    ...(name !== undefined ? { name } : {}),
    ...(type !== undefined ? { type } : {}),
    ...(riskLevels !== undefined ? { riskLevels: withIds(riskLevels) } : {}),
    ...(scales !== undefined ? { scales } : {}),
  }));
}

/** removeOutcomeGroup: one conditional delete (on its version, when given). */
export async function removeOutcomeGroup(caller: Caller, args: { input?: unknown }) {
  const { templateId, groupId, expectedVersion } = parseInput(removeOutcomeGroupInputSchema, args.input);
  const group = await editableGroup(caller, templateId, groupId);
  if (expectedVersion != null && group.version !== expectedVersion) throw staleGroup(group);
  try {
    await deleteOutcomeGroup(templateId, groupId, expectedVersion ?? undefined);
  } catch (error) {
    if (!(error instanceof StaleEdit)) throw error;
    throw staleGroup((await findHeaderAndOutcomeGroup(templateId, groupId)).group);
  }
  metrics.addMetric('OutcomeGroupsRemoved', MetricUnit.Count, 1);
  return { templateId, groupId };
}
