import { z } from 'zod';
import { idSchema } from '../../../schema/src/inputs/forms';
import { templatesPageArgsSchema } from '../../../schema/src/inputs/templates';
import { normalizePageRequest, pageOf } from '../../../schema/src/paging/page-request';
import type { TemplateGroupRecord, TemplateRecord } from '../../data/entities';
import { memberProgram } from '../../authz/program-membership';
import { findCampus } from '../../data/organization-repository';
import { assembleTemplate } from '../../data/template-nodes';
import {
  findTemplateGroup,
  findTemplateHeaders,
  findTemplates,
  listTemplateGroupsOfCampus,
  listTemplateGroupsOfProgram,
  listTemplateVersions,
} from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { forbidden, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { groupAccess, withGroupFacts } from '../template-access';

/** Versions by id with their pages (one Query each), or their headers alone (one BatchGetItem) when pages are not asked for. */
async function loadTemplates(ids: string[], withPages: boolean): Promise<TemplateRecord[]> {
  if (withPages) return findTemplates(ids);
  return (await findTemplateHeaders(ids)).map((header) => assembleTemplate(header, []));
}

/** The version of each group the caller sees in a list: the latest for its authors, the latest published for the rest. */
export async function visibleVersions(caller: Caller, groups: TemplateGroupRecord[], publishedOnly = false) {
  return (await groupAccess(caller, groups)).flatMap(({ group, canStart, canEdit }) => {
    if (canEdit && !publishedOnly) return [{ group, id: group.latestTemplateId }];
    const startable = (canStart || canEdit) && group.status !== 'ARCHIVED' && group.latestPublishedTemplateId;
    return startable ? [{ group, id: group.latestPublishedTemplateId as string }] : [];
  });
}

/** The versions named, each with its group's facts, in the order given (those gone are left out). */
export async function listed(visible: Array<{ group: TemplateGroupRecord; id: string }>, withPages: boolean) {
  const templates = new Map((await loadTemplates(visible.map(({ id }) => id), withPages)).map((template) => [template.id, template]));
  return visible.flatMap(({ group, id }) => {
    const template = templates.get(id);
    return template ? [withGroupFacts(template, group)] : [];
  });
}

/** The versions of a group, newest first: all of them for its authors, the published ones for those who may start forms. */
export async function templatesByGroupId(caller: Caller, args: unknown, withPages: boolean) {
  const { groupId } = parseInput(z.object({ groupId: idSchema }), args);
  const group = await findTemplateGroup(groupId);
  if (!group) throw notFound('Template', groupId);
  const [access] = await groupAccess(caller, [group]);
  if (!access?.canEdit && !access?.canStart) throw forbidden('You do not have permission to view this template.');
  const headers = (await listTemplateVersions(groupId)).filter((header) => access.canEdit || header.status === 'PUBLISHED');
  return listed(headers.map((header) => ({ group, id: header.id })), withPages);
}

/** A campus's template groups: NOT_FOUND for a campus that does not exist, rather than an empty list. */
export async function groupsOfCampus(campusCode: string): Promise<TemplateGroupRecord[]> {
  const [campus, groups] = await Promise.all([findCampus(campusCode), listTemplateGroupsOfCampus(campusCode)]);
  if (!campus) throw notFound('Campus', campusCode);
  return groups;
}

/**
 * A program's template groups, for its members only: NOT_FOUND for a program that does not exist (rather than an
 * empty list), FORBIDDEN for a caller who is not a member, before anything of it is listed.
 */
export async function groupsOfProgram(caller: Caller, programId: string): Promise<TemplateGroupRecord[]> {
  await memberProgram(caller, programId);
  return listTemplateGroupsOfProgram(programId);
}

export async function templatesByProgram(caller: Caller, args: unknown, withPages: boolean) {
  const { programId } = parseInput(z.object({ programId: idSchema }), args);
  return listed(await visibleVersions(caller, await groupsOfProgram(caller, programId)), withPages);
}

export async function latestPublishedTemplatesByProgram(caller: Caller, args: unknown, withPages: boolean) {
  const { programId } = parseInput(z.object({ programId: idSchema }), args);
  return listed(await visibleVersions(caller, await groupsOfProgram(caller, programId), true), withPages);
}

/** The caller's campus's templates (as templatesByCampus), by name, one page of them. */
export async function templates(caller: Caller, args: unknown, withPages: boolean) {
  const input = parseInput(templatesPageArgsSchema, args);
  const request = normalizePageRequest(input.page, input.size);
  const visible = await visibleVersions(caller, await listTemplateGroupsOfCampus(caller.campusCode));
  return { docs: await listed(pageOf(visible, request), withPages), meta: { ...request, total: visible.length } };
}
