import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { deleteTemplateInputSchema } from '../../../schema/src/inputs/templates';
import { removeTuples } from '../../authz/ensure-tuples';
import { authorization } from '../../authz/service';
import { listFormsOfTemplateGroup } from '../../data/forms-repository';
import { deleteOutcomeGroups } from '../../data/outcomes-repository';
import { deleteGroup, deleteItems, saveGroupIf } from '../../data/template-authoring-repository';
import { findTemplateGroup, forgetTemplate, listTemplateVersions, readTemplateItems } from '../../data/templates-repository';
import { templateEntity, templateNodeEntity, type TemplateGroupRecord } from '../../data/entities';
import type { Caller } from '../../shared/caller';
import { conflict, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertCanEdit } from '../template-access';
import { templateTuples } from '../template-tuples';
import { removeStarters } from '../starter-sync';
import { metrics } from '../telemetry';

/** Retires a group that has forms: ARCHIVED, no one may start new forms; its versions stay readable for its forms. */
async function archive(group: TemplateGroupRecord) {
  const archived = { ...group, status: 'ARCHIVED' as const, updatedAt: new Date().toISOString() };
  if (!(await saveGroupIf(archived, { attribute: 'updatedAt', value: group.updatedAt }))) {
    throw conflict('This template was changed elsewhere meanwhile. Try again.', { templateGroupId: group.groupId });
  }
  await removeStarters(group.groupId);
}

/** Removes a group without forms: the group item first (gone from every list), then each version's items, then its tuples. */
async function remove(group: TemplateGroupRecord) {
  await deleteGroup(group.groupId);
  const ids = new Set([group.latestTemplateId, ...(await listTemplateVersions(group.groupId)).map((header) => header.id)]);
  for (const id of ids) {
    const { header, nodes } = await readTemplateItems(id, true);
    const keys = [...(header ? [templateEntity.key(header)] : []), ...nodes.map((node) => templateNodeEntity.key(node))];
    await deleteItems(keys);
    await deleteOutcomeGroups(id);
    forgetTemplate(id);
  }
  await removeStarters(group.groupId);
  await removeTuples(authorization(), templateTuples(group));
}

/**
 * Deletes a template group. One that forms were started from is ARCHIVED instead (its forms keep their
 * versions); one without forms is removed with all its versions. Answers which.
 */
export async function deleteTemplate(caller: Caller, args: { input?: unknown }) {
  const { templateGroupId } = parseInput(deleteTemplateInputSchema, args.input);
  const group = await findTemplateGroup(templateGroupId, true);
  if (!group) throw notFound('Template', templateGroupId);
  await assertCanEdit(caller, group.groupId);
  const hasForms = (await listFormsOfTemplateGroup(group.groupId, 1)).length > 0;
  if (hasForms) await archive(group);
  else await remove(group);
  metrics.addMetric(hasForms ? 'TemplatesArchived' : 'TemplatesDeleted', MetricUnit.Count, 1);
  return { templateGroupId, outcome: hasForms ? 'ARCHIVED' : 'DELETED' };
}
