import type { TupleKey } from '../authz/engine/types';
import type { Template } from '../../schema/src/template/model';

/** Statuses in which a form's owner may see it, and in which they may still change it. */
export const ownerViewStatuses = [
  'draft', 'assigned', 'in_progress', 'submitted', 'under_review', 'revisions_requested',
  'under_investigation', 'investigation_completed', 'completed', 'complete', 'approved',
];
export const ownerUpdateStatuses = ['draft', 'assigned', 'in_progress', 'revisions_requested'];

const statusIn = (statuses: string[]) => ({ name: 'status_in', context: { statuses } });

/** The authorization engine's object for a template group. */
export const templateGroupObject = (groupId: string) => `template_group:${groupId}`;

/** A starter userset of a group: the members of a campus or a program (role grants are the Permissions table's). */
export const starterUserset = /^(campus|program):[^#]+#member$/;

/**
 * Who may start forms of a published version (written when it is published): the members of the template's
 * audience where it names campuses or programs, else of its own campus; and the members of every program it
 * is shared with (an explicit share). Never `user:*`. The spec's health / non-health campus rules filter
 * these further by the program's audience (start-access).
 */
export function starterTuples(template: Pick<Template, 'groupId' | 'campusCode' | 'audience' | 'sharedWithPrograms'>): TupleKey[] {
  const object = templateGroupObject(template.groupId);
  const audience = (template.audience ?? []).flatMap((entry) =>
    entry.scope === 'campus' || entry.scope === 'program' ? [`${entry.scope}:${entry.id}#member`] : [],
  );
  const shared = (template.sharedWithPrograms ?? []).map((program) => `program:${program.id}#member`);
  const users = new Set([...(audience.length ? audience : [`campus:${template.campusCode}#member`]), ...shared]);
  return [...users].map((user) => ({ user, relation: 'can_start', object }));
}

/**
 * A template group's place and default permissions: its campus and program (whose administrators author it);
 * owners see their forms in every status and change them while they are theirs to work on. Who may start
 * its forms is written on publish (starterTuples).
 */
export function templateTuples(template: Pick<Template, 'groupId' | 'campusCode' | 'programId'>): TupleKey[] {
  const group = templateGroupObject(template.groupId);
  const tuples: TupleKey[] = [{ user: `campus:${template.campusCode}`, relation: 'campus', object: group }];
  if (template.programId) tuples.push({ user: `program:${template.programId}`, relation: 'program', object: group });
  tuples.push({ user: 'user:*', relation: 'owner_can_view', object: group, condition: statusIn(ownerViewStatuses) });
  tuples.push({ user: 'user:*', relation: 'owner_can_update', object: group, condition: statusIn(ownerUpdateStatuses) });
  return tuples;
}
