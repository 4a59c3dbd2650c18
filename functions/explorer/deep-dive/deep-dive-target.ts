import type { OutcomeGroup } from '../../../schema/src/template/outcome-model';
import { listOutcomeGroups } from '../../data/outcomes-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { assertProgramAdmin, assertProgramExists } from '../explorer-access';
import { publishedTemplatesOf, type PublishedTemplate } from '../program-templates';

/** A deep dive's template: a published template of the program, for one of its admins (FORBIDDEN, NOT_FOUND otherwise). */
export async function deepDiveTarget(caller: Caller, programId: string, templateGroupId: string): Promise<PublishedTemplate> {
  await assertProgramExists(programId);
  await assertProgramAdmin(caller, programId, 'Only the admins of this program may use its Deep Dive.');
  const found = (await publishedTemplatesOf(programId)).find((entry) => entry.group.groupId === templateGroupId);
  if (!found) throw notFound('Published template of this program', templateGroupId);
  return found;
}

/** The outcome groups of a template version, as the outcome rules read them. */
export async function outcomeGroupsOf(templateId: string): Promise<OutcomeGroup[]> {
  return (await listOutcomeGroups(templateId)).map((group) => ({
    id: group.groupId,
    name: group.name,
    type: group.type,
    outcomes: group.outcomes,
    riskLevels: group.riskLevels,
    scales: group.scales,
  }));
}
