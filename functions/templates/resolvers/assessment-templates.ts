import { z } from 'zod';
import type { AssessmentTypeConfigRecord } from '../../data/entities';
import { listAssessmentTypeConfigs } from '../../data/assessment-types-repository';
import { listTemplateGroupsOfCampus } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';
import { mayStartEach } from '../start-access';

const argsSchema = z.object({
  /** AWSJSON, which AppSync hands over parsed: a list of assessment types to keep, or nothing. */
  label: z.array(z.string().max(64), { error: 'label must be JSON: a list of assessment types.' }).max(50).nullish(),
  type: z.string().max(64).nullish(),
  includeRestrictedCreateAccess: z.boolean().nullish(),
});

/**
 * The templates the caller may start from the home page: published, shown on the homepage, on the
 * caller's campus, that the caller may start; restricted-create ones only when asked for.
 */
export async function assessmentTemplates(caller: Caller, args: unknown) {
  const input = parseInput(argsSchema, args);
  const labels = input.label ?? undefined;
  // What the groups say about themselves filters first: only the groups that would be listed are checked.
  const [groups, typeConfigs] = await Promise.all([listTemplateGroupsOfCampus(caller.campusCode), listAssessmentTypeConfigs()]);
  const configOfGroup = new Map(typeConfigs.flatMap((config) => config.templateGroupIds.map((groupId) => [groupId, config] as const)));
  const candidates = groups
    .filter((group) => group.showOnHomepage && group.latestPublishedTemplateId && group.status !== 'ARCHIVED')
    .filter((group) => input.includeRestrictedCreateAccess || !group.restrictCreateAccess)
    .filter((group) => !input.type || group.assessmentType === input.type)
    .filter((group) => !labels || (group.assessmentType !== undefined && labels.includes(group.assessmentType)));
  const startable = await mayStartEach(caller, candidates);
  return candidates.filter((_group, index) => startable[index]).map((group) => ({
    id: group.latestPublishedTemplateId as string,
    label: group.name,
    type: group.assessmentType ?? 'FORM_TEMPLATE',
    restrictCreateAccess: group.restrictCreateAccess,
    templateGroupId: group.groupId,
    description: group.description ?? null,
    assessmentTypeConfig: typeConfigView(configOfGroup.get(group.groupId)),
  }));
}

/** A configuration as the API answers it (without the groups list, which is the registry's own). */
function typeConfigView(config: AssessmentTypeConfigRecord | undefined) {
  if (!config) return null;
  const { templateGroupIds: _groups, ...view } = config;
  return view;
}
