import { allowedEach, isAllowed } from '../authz/checks';
import type { TemplateGroupRecord, TemplateRecord } from '../data/entities';
import type { Caller } from '../shared/caller';
import { forbidden } from '../shared/errors';

/** The authorization engine's object for a template group. */
export const templateGroupObject = (groupId: string) => `template_group:${groupId}`;

/** Published versions are for those who may start forms from them; drafts only for authors. */
async function mayRead(caller: Caller, groupId: string, status: TemplateRecord['status']): Promise<boolean> {
  const group = templateGroupObject(groupId);
  if (status !== 'DRAFT' && (await isAllowed(caller, 'can_start', group))) return true;
  return isAllowed(caller, 'can_edit', group);
}

/** Refuses with FORBIDDEN unless the caller may read this template version. */
export async function assertCanReadTemplate(caller: Caller, template: TemplateRecord): Promise<void> {
  if (!(await mayRead(caller, template.groupId, template.status))) {
    throw forbidden('You do not have permission to view this template.');
  }
}

/** What the caller may do with each group: start forms from it, and edit it (author). */
export async function groupAccess(caller: Caller, groups: TemplateGroupRecord[]) {
  const objects = groups.map((group) => ({ object: templateGroupObject(group.groupId) }));
  const [canStart, canEdit] = await Promise.all([
    allowedEach(caller, 'can_start', objects),
    allowedEach(caller, 'can_edit', objects),
  ]);
  return groups.map((group, index) => ({ group, canStart: canStart[index] === true, canEdit: canEdit[index] === true }));
}
