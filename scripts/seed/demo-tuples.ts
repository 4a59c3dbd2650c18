import type { TupleKey } from '../../functions/authz/engine/types';
import { platformObject } from '../../functions/authz/checks';
import { demoMemberships, demoUsers } from './demo-people';

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
