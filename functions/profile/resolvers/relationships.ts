import { relationshipObjectTypes, relationshipsArgsSchema } from '../../../schema/src/inputs/relationships';
import { userObject } from '../../authz/checks';
import type { TupleKey } from '../../authz/engine/types';
import { findCampuses, findPrograms, findTenant, listCentersOfUser } from '../../data/organization-repository';
import { findRoles } from '../../data/roles-repository';
import type { Relationship, Relationships } from '../../generated/graphql';
import { readAll } from '../../roles/role-tuples';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';

const idOf = (object: string) => object.slice(object.indexOf(':') + 1);

/** Names of the objects that have one, by object (`program:prog-01-fire` to its name): one batch read per type. */
async function namesOf(tuples: TupleKey[]): Promise<Map<string, string>> {
  const idsOfType = (type: string) => [...new Set(tuples.filter(({ object }) => object.startsWith(`${type}:`)).map(({ object }) => idOf(object)))];
  const tenantIds = idsOfType('tenant');
  const [campuses, programs, roles, tenants] = await Promise.all([
    findCampuses(idsOfType('campus')),
    findPrograms(idsOfType('program')),
    findRoles(idsOfType('role')),
    Promise.all(tenantIds.map((id) => findTenant(id))),
  ]);
  return new Map([
    ...campuses.map((campus) => [`campus:${campus.code}`, campus.name] as const),
    ...programs.map((program) => [`program:${program.id}`, program.name] as const),
    ...roles.filter((role) => !role.deletingAt).map((role) => [`role:${role.id}`, role.name] as const),
    ...tenants.flatMap((tenant) => (tenant ? [[`tenant:${tenant.code}`, tenant.name] as const] : [])),
  ]);
}

/**
 * A person's direct tuples on each object type a person relates to (one key-range Read per type of their own
 * tuples), named, by object type then name. A role whose delete has started is left out, as every role list does.
 */
export async function directRelationsOf(userId: string): Promise<Relationship[]> {
  const user = userObject(userId);
  const tuples = (await Promise.all(relationshipObjectTypes.map((type) => readAll({ user, object: `${type}:` })))).flat();
  const names = await namesOf(tuples);
  const live = tuples.filter(({ object }) => !object.startsWith('role:') || names.has(object));
  const relations: Relationship[] = live.map(({ relation, object }) => ({
    relation,
    objectType: object.slice(0, object.indexOf(':')),
    objectId: idOf(object),
    name: names.get(object) ?? idOf(object),
  }));
  const order = (type: string) => relationshipObjectTypes.indexOf(type as (typeof relationshipObjectTypes)[number]);
  return relations.sort((a, b) => order(a.objectType) - order(b.objectType) || a.name.localeCompare(b.name) || a.relation.localeCompare(b.relation));
}

/** relationships (spec: LoadRelationships): the caller's direct relations and their centers of excellence. */
export async function relationships(caller: Caller, args: unknown): Promise<Relationships> {
  parseInput(relationshipsArgsSchema, args ?? {});
  const [relations, centers] = await Promise.all([directRelationsOf(caller.userId), listCentersOfUser(caller.userId)]);
  return {
    userId: caller.userId,
    relations,
    centersOfExcellence: centers.map((center) => ({ id: center.id, name: center.name, featureLabels: center.featureLabels })),
  };
}
