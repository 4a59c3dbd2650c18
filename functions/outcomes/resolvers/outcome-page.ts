import { outcomeGroupsByTemplateArgsSchema } from '../../../schema/src/inputs/outcomes';
import { listOutcomeGroups } from '../../data/outcomes-repository';
import { findTemplateHeader } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertCanReadTemplate } from '../../templates/template-access';
import { outcomeGroupView } from '../outcome-view';

/**
 * outcomePage(templateId), the spec's OutcomePage: a template version's outcome groups with the version's status
 * and when its outcomes last changed (the newest group's change; the version's own when it has none).
 */
export async function outcomePage(caller: Caller, args: unknown) {
  const { templateId } = parseInput(outcomeGroupsByTemplateArgsSchema, args);
  const header = await findTemplateHeader(templateId, true);
  if (!header) throw notFound('Template', templateId);
  await assertCanReadTemplate(caller, header);
  const outcomeGroups = (await listOutcomeGroups(templateId, header.status === 'DRAFT')).map(outcomeGroupView);
  const lastUpdated = outcomeGroups.reduce((newest, group) => (group.lastUpdated > newest ? group.lastUpdated : newest), header.lastUpdated);
  return { id: templateId, status: header.status, lastUpdated, outcomeGroups };
}
