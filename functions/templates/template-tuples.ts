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

/** Anyone may start forms from the group's published versions (written when a version is published). */
export const canStartTuple = (groupId: string): TupleKey => ({ user: 'user:*', relation: 'can_start', object: templateGroupObject(groupId) });

/**
 * A template group's place and default permissions: its campus and program (whose administrators author it),
 * anyone may start its published forms; owners see their forms in every status and change them while they
 * are theirs to work on.
 */
export function templateTuples(template: Pick<Template, 'groupId' | 'campusCode' | 'programId' | 'status'>): TupleKey[] {
  const group = templateGroupObject(template.groupId);
  const tuples: TupleKey[] = [{ user: `campus:${template.campusCode}`, relation: 'campus', object: group }];
  if (template.programId) tuples.push({ user: `program:${template.programId}`, relation: 'program', object: group });
  if (template.status === 'PUBLISHED') tuples.push(canStartTuple(template.groupId));
  tuples.push({ user: 'user:*', relation: 'owner_can_view', object: group, condition: statusIn(ownerViewStatuses) });
  tuples.push({ user: 'user:*', relation: 'owner_can_update', object: group, condition: statusIn(ownerUpdateStatuses) });
  return tuples;
}
