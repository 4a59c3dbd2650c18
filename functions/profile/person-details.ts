import { allowedEach } from '../authz/checks';
import type { UserRecord } from '../data/entities';
import { listCentersOfUser } from '../data/organization-repository';
import { findPlaces } from '../data/places-repository';
import type { Relationship } from '../generated/graphql';
import { roleViews } from '../roles/role-view';
import { visibleRoleMemberships } from '../roles/user-role-memberships';
import type { Caller } from '../shared/caller';
import { directRelationsOf } from './resolvers/relationships';

/** The Person fields that cost reads, each read only when the query selects it. */
export const personDetailFields = ['roles', 'groups', 'departments', 'relationships'] as const;
export type PersonDetailField = (typeof personDetailFields)[number];

/** Object types whose `admin` relation says the caller administers the object (and may see who relates to it). */
const administeredTypes: ReadonlySet<string> = new Set(['global', 'tenant', 'campus', 'program']);

/** What other systems know the person by: their sign-in name is the campus network id. No read. */
export const identifiersOf = (user: UserRecord) => ({ networkId: user.username, employeeId: user.employeeId ?? null });

/**
 * Another person's relations the caller may see: those on a platform, tenant, campus or program the caller
 * administers (one BatchCheck), and memberships of the roles the caller sees (`visibleRoleIds`). Inventory and
 * library grants are the person's own business and are left out.
 */
async function relationsVisibleTo(caller: Caller, relations: Relationship[], visibleRoleIds: ReadonlySet<string>): Promise<Relationship[]> {
  const checked = relations.filter((relation) => administeredTypes.has(relation.objectType));
  const allowed = await allowedEach(caller, 'admin', checked.map((relation) => ({ object: `${relation.objectType}:${relation.objectId}` })));
  const administered = new Set(checked.filter((_relation, index) => allowed[index]).map((relation) => `${relation.objectType}:${relation.objectId}`));
  return relations.filter((relation) =>
    relation.objectType === 'role' ? visibleRoleIds.has(relation.objectId) : administered.has(`${relation.objectType}:${relation.objectId}`),
  );
}

/**
 * The selected Person fields of one person, for a caller already allowed to look the person up (themselves, or
 * an administrator of the person's campus). The person's own view is whole; another's roles and relationships
 * are cut to what the caller administers.
 */
export async function personDetails(caller: Caller, user: UserRecord, wanted: ReadonlySet<PersonDetailField>) {
  const own = user.userId === caller.userId;
  const needsRoles = wanted.has('roles') || (wanted.has('relationships') && !own);
  const [memberships, centers, places, relations] = await Promise.all([
    needsRoles ? visibleRoleMemberships(caller, user.userId) : Promise.resolve([]),
    wanted.has('groups') ? listCentersOfUser(user.userId) : Promise.resolve([]),
    wanted.has('departments') ? findPlaces(user.departmentIds ?? []) : Promise.resolve([]),
    wanted.has('relationships') ? directRelationsOf(user.userId) : Promise.resolve([]),
  ]);
  const visibleRoleIds = new Set(memberships.map(({ role }) => role.id));
  return {
    roles: wanted.has('roles') ? await roleViews(memberships.map(({ role }) => role), false) : [],
    groups: centers.map((center) => ({ id: center.id, name: center.name, featureLabels: center.featureLabels })),
    departments: places
      .filter((place) => place.kind === 'department')
      .map((place) => ({ id: place.id, code: place.code, name: place.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    relationships: own ? relations : await relationsVisibleTo(caller, relations, visibleRoleIds),
  };
}
