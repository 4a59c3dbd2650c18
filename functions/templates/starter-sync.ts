import type { Template } from '../../schema/src/template/model';
import type { TupleKey } from '../authz/engine/types';
import { ensureTuples, removeTuples } from '../authz/ensure-tuples';
import { authorization } from '../authz/service';
import { readAll } from '../roles/role-tuples';
import { starterTuples, starterUserset, templateGroupObject } from './template-tuples';

const sameUser = (a: TupleKey, b: TupleKey) => a.user === b.user;

/** The campus and program starters stored on a group (role and user grants are left to their own screens). */
async function storedStarters(groupId: string): Promise<TupleKey[]> {
  const tuples = await readAll({ object: templateGroupObject(groupId), relation: 'can_start' });
  return tuples.filter((tuple) => starterUserset.test(tuple.user));
}

/**
 * Makes the group's starters those of the version being published: writes the missing ones and removes
 * those an earlier version had (an audience or a share taken away), each tolerant of a concurrent change.
 */
export async function syncStarters(template: Pick<Template, 'groupId' | 'campusCode' | 'audience' | 'sharedWithPrograms'>): Promise<void> {
  const wanted = starterTuples(template);
  const stored = await storedStarters(template.groupId);
  await ensureTuples(authorization(), wanted.filter((want) => !stored.some((tuple) => sameUser(tuple, want))));
  await removeTuples(authorization(), stored.filter((tuple) => !wanted.some((want) => sameUser(tuple, want))));
}

/** Removes every campus and program starter of a group (archived or deleted: no one starts its forms). */
export async function removeStarters(groupId: string): Promise<void> {
  await removeTuples(authorization(), await storedStarters(groupId));
}
