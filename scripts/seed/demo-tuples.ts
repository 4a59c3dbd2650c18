import type { TupleKey } from '../../functions/authz/engine/types';
import { platformObject } from '../../functions/authz/checks';
import type { Template } from '../../schema/src/template/model';
import { demoMemberships, demoUsers } from './demo-people';

/** Statuses in which a form's owner may see it, and in which they may still change it. */
const ownerViewStatuses = [
  'draft', 'assigned', 'in_progress', 'submitted', 'under_review', 'revisions_requested',
  'under_investigation', 'investigation_completed', 'completed', 'complete', 'approved',
];
const ownerUpdateStatuses = ['draft', 'assigned', 'in_progress', 'revisions_requested'];

const statusIn = (statuses: string[]) => ({ name: 'status_in', context: { statuses } });

/** Who the personas are to the authorization engine: administrators and members. */
export function personaTuples(tenantCode: string): TupleKey[] {
  const tuples: TupleKey[] = [];
  for (const user of demoUsers) {
    const subject = `user:${user.userId}`;
    tuples.push({ user: subject, relation: 'member', object: `tenant:${tenantCode}` });
    tuples.push({ user: subject, relation: 'member', object: `campus:${user.campusCode}` });
    if (user.globalRoles?.includes('admin')) tuples.push({ user: subject, relation: 'admin', object: platformObject });
    for (const campus of user.adminOfCampuses ?? []) tuples.push({ user: subject, relation: 'admin', object: `campus:${campus}` });
  }
  for (const membership of demoMemberships) {
    tuples.push({ user: `user:${membership.userId}`, relation: membership.role, object: `program:${membership.programId}` });
  }
  return tuples;
}

/**
 * A template group's place and default permissions: anyone may start its published forms; owners see their
 * forms in every status and change them while they are theirs to work on.
 */
export function templateTuples(template: Template): TupleKey[] {
  const group = `template_group:${template.groupId}`;
  const tuples: TupleKey[] = [{ user: `campus:${template.campusCode}`, relation: 'campus', object: group }];
  if (template.programId) tuples.push({ user: `program:${template.programId}`, relation: 'program', object: group });
  if (template.status === 'PUBLISHED') tuples.push({ user: 'user:*', relation: 'can_start', object: group });
  tuples.push({ user: 'user:*', relation: 'owner_can_view', object: group, condition: statusIn(ownerViewStatuses) });
  tuples.push({ user: 'user:*', relation: 'owner_can_update', object: group, condition: statusIn(ownerUpdateStatuses) });
  return tuples;
}
