import { z } from 'zod';
import { campusCodeSchema } from '../../../schema/src/inputs/campus-code';
import { idSchema } from '../../../schema/src/inputs/forms';
import { questionsOf } from '../../../schema/src/template/questions';
import {
  findTemplate,
  findTemplateGroup,
  findTemplates,
} from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertCanReadTemplate, groupAccess, withGroupFacts } from '../template-access';
import { groupsOfCampus } from './template-lists';


/**
 * The templates of a campus the caller may see: for authors the latest version of each group (drafts too),
 * for everyone else the latest published version of the groups they may start forms from. NOT_FOUND for an
 * unknown campus.
 */
export async function templatesByCampus(caller: Caller, args: unknown) {
  const { campusCode } = parseInput(z.object({ campusCode: campusCodeSchema }), args);
  const access = await groupAccess(caller, await groupsOfCampus(campusCode));
  const ids = access.flatMap(({ group, canStart, canEdit }) => {
    if (canEdit) return [group.latestTemplateId];
    if (canStart && group.latestPublishedTemplateId) return [group.latestPublishedTemplateId];
    return [];
  });
  return findTemplates(ids);
}

async function readableTemplate(caller: Caller, id: string | undefined, what: string) {
  const template = id ? await findTemplate(id) : undefined;
  if (!template) throw notFound('Template', what);
  await assertCanReadTemplate(caller, template);
  return template;
}

export async function templateById(caller: Caller, args: unknown) {
  const { id } = parseInput(z.object({ id: idSchema }), args);
  return readableTemplate(caller, id, id);
}

async function groupOrFail(groupId: string) {
  const group = await findTemplateGroup(groupId);
  if (!group) throw notFound('Template', groupId);
  return group;
}

export async function latestTemplateByGroup(caller: Caller, args: unknown) {
  const { groupId } = parseInput(z.object({ groupId: idSchema }), args);
  const group = await groupOrFail(groupId);
  return withGroupFacts(await readableTemplate(caller, group.latestTemplateId, groupId), group);
}

export async function latestPublishedTemplateByGroup(caller: Caller, args: unknown) {
  const { groupId } = parseInput(z.object({ groupId: idSchema }), args);
  const group = await groupOrFail(groupId);
  return withGroupFacts(await readableTemplate(caller, group.latestPublishedTemplateId, groupId), group);
}

/** Every question of a template version, depth first. */
export async function templateQuestions(caller: Caller, args: unknown) {
  const { templateId } = parseInput(z.object({ templateId: idSchema }), args);
  return questionsOf(await readableTemplate(caller, templateId, templateId));
}
