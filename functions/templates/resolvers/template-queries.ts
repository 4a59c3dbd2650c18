import { z } from 'zod';
import { idSchema } from '../../../schema/src/inputs/forms';
import { questionsOf } from '../../../schema/src/template/questions';
import {
  findTemplate,
  findTemplateGroup,
  findTemplates,
  listTemplateGroupsOfCampus,
} from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';

// Reading templates is open to every signed-in user of the tenant for now; the authorization issue adds
// the template permissions (drafts visible to authors only, restricted audiences).

const campusCodeSchema = z.string().trim().min(1, 'A campus code is required').max(8);

/** The latest version of every template group of a campus, by name. */
export async function templatesByCampus(_caller: Caller, args: unknown) {
  const { campusCode } = parseInput(z.object({ campusCode: campusCodeSchema }), args);
  const groups = await listTemplateGroupsOfCampus(campusCode);
  return findTemplates(groups.map((group) => group.latestTemplateId));
}

export async function templateById(_caller: Caller, args: unknown) {
  const { id } = parseInput(z.object({ id: idSchema }), args);
  const template = await findTemplate(id);
  if (!template) throw notFound('Template', id);
  return template;
}

async function groupOrFail(groupId: string) {
  const group = await findTemplateGroup(groupId);
  if (!group) throw notFound('Template', groupId);
  return group;
}

export async function latestTemplateByGroup(_caller: Caller, args: unknown) {
  const { groupId } = parseInput(z.object({ groupId: idSchema }), args);
  const group = await groupOrFail(groupId);
  return findTemplate(group.latestTemplateId);
}

export async function latestPublishedTemplateByGroup(_caller: Caller, args: unknown) {
  const { groupId } = parseInput(z.object({ groupId: idSchema }), args);
  const group = await groupOrFail(groupId);
  if (!group.latestPublishedTemplateId) throw notFound('Published template', groupId);
  return findTemplate(group.latestPublishedTemplateId);
}

/** Every question of a template version, depth first. */
export async function templateQuestions(_caller: Caller, args: unknown) {
  const { templateId } = parseInput(z.object({ templateId: idSchema }), args);
  const template = await findTemplate(templateId);
  if (!template) throw notFound('Template', templateId);
  return questionsOf(template);
}
