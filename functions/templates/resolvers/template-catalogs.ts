import { z } from 'zod';
import { campusCodeSchema } from '../../../schema/src/inputs/campus-code';
import { idSchema } from '../../../schema/src/inputs/forms';
import type { TemplateGroupRecord, TemplateRecord } from '../../data/entities';
import { findTemplate, findTemplateGroup, listTemplateGroupsOfCampus, listTemplateGroupsOfProgram } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertCanReadTemplate } from '../template-access';
import { groupsOfCampus, groupsOfProgram, listed, visibleVersions } from './template-lists';

// The studio's pickers: subform templates, self-initiated templates and a template's form roles.


/** The latest published version of each group the caller may start or edit, kept when `keep` holds of it. */
async function publishedWhere(caller: Caller, groups: TemplateGroupRecord[], withPages: boolean, keep: (template: TemplateRecord) => boolean) {
  return (await listed(await visibleVersions(caller, groups, true), withPages)).filter(keep);
}

const isSubform = (template: TemplateRecord) => template.isSubform;

/** Subform templates a group's forms may embed: those of its program (or of its campus, without one). */
export async function subformTemplates(caller: Caller, args: unknown, withPages: boolean) {
  const { groupId } = parseInput(z.object({ groupId: idSchema }), args);
  const group = await findTemplateGroup(groupId);
  if (!group) throw notFound('Template', groupId);
  const groups = group.programId ? await listTemplateGroupsOfProgram(group.programId) : await listTemplateGroupsOfCampus(group.campusCode);
  return publishedWhere(caller, groups.filter((other) => other.groupId !== groupId), withPages, isSubform);
}

export async function subformTemplatesByProgram(caller: Caller, args: unknown, withPages: boolean) {
  const { programId } = parseInput(z.object({ programId: idSchema }), args);
  return publishedWhere(caller, await groupsOfProgram(caller, programId), withPages, isSubform);
}

export async function selfInitiatedTemplates(caller: Caller, args: unknown, withPages: boolean) {
  const { campusCode } = parseInput(z.object({ campusCode: campusCodeSchema }), args);
  return publishedWhere(caller, await groupsOfCampus(campusCode), withPages, (template) => template.selfInitiated);
}

/** The document roles of a version the caller may read. */
export async function formRoles(caller: Caller, args: unknown) {
  const { templateId } = parseInput(z.object({ templateId: idSchema }), args);
  const template = await findTemplate(templateId);
  if (!template) throw notFound('Template', templateId);
  await assertCanReadTemplate(caller, template);
  return template.rolesV2 ?? [];
}
