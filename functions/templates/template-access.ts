import { assertAllowed, isAllowed } from '../authz/checks';
import type { TemplateGroupRecord, TemplateRecord } from '../data/entities';
import type { Caller } from '../shared/caller';
import { forbidden } from '../shared/errors';
import { mayStart, startAccess } from './start-access';
import { templateGroupObject } from './template-tuples';

type ReadableVersion = Pick<TemplateRecord, 'groupId' | 'status' | 'programId'>;

/** Published versions are for those who may start forms from them; drafts only for authors. */
async function mayRead(caller: Caller, template: ReadableVersion): Promise<boolean> {
  if (template.status !== 'DRAFT' && (await mayStart(caller, template))) return true;
  return isAllowed(caller, 'can_edit', templateGroupObject(template.groupId));
}

/** Refuses with FORBIDDEN unless the caller may read this template version. */
export async function assertCanReadTemplate(caller: Caller, template: ReadableVersion): Promise<void> {
  if (!(await mayRead(caller, template))) {
    throw forbidden('You do not have permission to view this template.');
  }
}

/** What the caller may do with each group: start forms from it (scoped as startForm scopes it), and edit it (author). */
export async function groupAccess(caller: Caller, groups: TemplateGroupRecord[]) {
  const access = await startAccess(caller, groups);
  return groups.map((group, index) => ({ group, canStart: access[index]?.canStart === true, canEdit: access[index]?.canEdit === true }));
}

/** Refuses with FORBIDDEN unless the caller may author the group (its program's or campus's admins, authors). */
export async function assertCanEdit(caller: Caller, groupId: string): Promise<void> {
  await assertAllowed(caller, 'can_edit', templateGroupObject(groupId), { message: 'You do not have permission to edit this template.' });
}

/** Refuses with FORBIDDEN unless the caller administers the program (or, with no program, the campus). */
export async function assertCanCreate(caller: Caller, place: { campusCode: string; programId?: string | null }): Promise<void> {
  const object = place.programId ? `program:${place.programId}` : `campus:${place.campusCode}`;
  await assertAllowed(caller, 'admin', object, { message: 'You do not have permission to create templates here.' });
}

/**
 * A template as the studio shows it: `isLatest` and an archived status come from its group, which is the
 * one item that knows them now (the version's own copy may be cached from before a publish).
 */
export function withGroupFacts<T extends Pick<TemplateRecord, 'id' | 'status' | 'isLatest'>>(template: T, group: TemplateGroupRecord | undefined): T {
  if (!group) return template;
  const latest = group.latestPublishedTemplateId ?? group.latestTemplateId;
  return { ...template, isLatest: template.id === latest, status: group.status === 'ARCHIVED' ? 'ARCHIVED' : template.status };
}
