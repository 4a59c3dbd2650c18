import { z } from 'zod';
import { listTemplateGroupsOfCampus } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { groupAccess } from '../template-access';

const argsSchema = z.object({
  label: z.string().nullish(),
  type: z.string().max(64).nullish(),
  includeRestrictedCreateAccess: z.boolean().nullish(),
});

/** `label` is AWSJSON: a list of assessment types to keep, or nothing. */
function labelsOf(label: string | null | undefined): string[] | undefined {
  if (!label) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(label);
  } catch {
    throw badUserInput('label must be JSON: a list of assessment types.');
  }
  const result = z.array(z.string()).safeParse(parsed);
  if (!result.success) throw badUserInput('label must be JSON: a list of assessment types.');
  return result.data;
}

/**
 * The templates the caller may start from the home page: published, shown on the homepage, on the
 * caller's campus, that the caller may start; restricted-create ones only when asked for.
 */
export async function assessmentTemplates(caller: Caller, args: unknown) {
  const input = parseInput(argsSchema, args);
  const labels = labelsOf(input.label);
  const startable = (await groupAccess(caller, await listTemplateGroupsOfCampus(caller.campusCode)))
    .filter(({ canStart }) => canStart)
    .map(({ group }) => group);
  return startable
    .filter((group) => group.showOnHomepage && group.latestPublishedTemplateId && group.status !== 'ARCHIVED')
    .filter((group) => input.includeRestrictedCreateAccess || !group.restrictCreateAccess)
    .filter((group) => !input.type || group.assessmentType === input.type)
    .filter((group) => !labels || (group.assessmentType !== undefined && labels.includes(group.assessmentType)))
    .map((group) => ({
      id: group.latestPublishedTemplateId as string,
      label: group.name,
      type: group.assessmentType ?? 'FORM_TEMPLATE',
      restrictCreateAccess: group.restrictCreateAccess,
      templateGroupId: group.groupId,
      description: group.description ?? null,
    }));
}
