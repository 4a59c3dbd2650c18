import { everyoneName } from '../../schema/src/libraries/library-grants';
import type { NodeType } from '../../schema/src/roles/node-actions';
import type { RoleRecord, UserRecord } from '../data/entities';
import { findCampuses, findPrograms } from '../data/organization-repository';
import { findUsers } from '../data/people-repository';
import { findRoles } from '../data/roles-repository';
import type { LibraryGrant, LibraryGrantee } from '../generated/graphql';
import type { StoredGrant } from './library-grant-tuples';

/** A person's name as lists show it (their id when they have none). */
export const personName = (user: Pick<UserRecord, 'userId' | 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim() || user.userId;

/** The words naming each role's level: "Global role", "Role of PSU Bayview", "Role of Laboratory Safety". */
export async function roleLevels(roles: Array<Pick<RoleRecord, 'id' | 'nodeType' | 'nodeId'>>): Promise<Map<string, string>> {
  const idsOf = (type: NodeType) => [...new Set(roles.filter((role) => role.nodeType === type).map((role) => role.nodeId))];
  const [campuses, programs] = await Promise.all([findCampuses(idsOf('campus')), findPrograms(idsOf('program'))]);
  const names = new Map<string, string>([...campuses.map((campus) => [`campus:${campus.code}`, campus.name] as const), ...programs.map((program) => [`program:${program.id}`, program.name] as const)]);
  return new Map(roles.map((role) => [role.id, role.nodeType === 'global' ? 'Global role' : `Role of ${names.get(`${role.nodeType}:${role.nodeId}`) ?? role.nodeId}`]));
}

/** Grants as the API answers them, with the names of their people and roles (their ids when unknown). */
export async function grantViews(libraryId: string, grants: StoredGrant[]): Promise<LibraryGrant[]> {
  const idsOf = (kind: 'USER' | 'ROLE') => grants.flatMap(({ grantee }) => (grantee.kind === kind ? [grantee.id] : []));
  const [users, roles] = await Promise.all([findUsers(idsOf('USER')), findRoles(idsOf('ROLE'))]);
  const levels = await roleLevels(roles);
  const people = new Map(users.map((user) => [user.userId, user]));
  const roleById = new Map(roles.map((role) => [role.id, role]));
  const granteeView = (grantee: StoredGrant['grantee']): LibraryGrantee => {
    if (grantee.kind === 'EVERYONE') return { kind: 'EVERYONE', id: null, name: everyoneName, detail: null };
    if (grantee.kind === 'USER') {
      const user = people.get(grantee.id);
      return { kind: 'USER', id: grantee.id, name: user ? personName(user) : grantee.id, detail: user?.email ?? null };
    }
    return { kind: 'ROLE', id: grantee.id, name: roleById.get(grantee.id)?.name ?? grantee.id, detail: levels.get(grantee.id) ?? null };
  };
  return grants.map(({ access, grantee }) => ({ libraryId, access, grantee: granteeView(grantee) }));
}
