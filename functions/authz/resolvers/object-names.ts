import { z } from 'zod';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';
import { findCampuses, findPrograms } from '../../data/organization-repository';
import { findUsers } from '../../data/people-repository';
import { findRoles } from '../../data/roles-repository';
import { assertCanManage } from './tooling';

const objectNamesArgs = z.object({
  objects: z.array(z.string().regex(/^[^\s:#@]{1,254}:[^\s:#@]{1,256}$/, 'An object is type:id, like role:r1')).max(200),
});

/** Names by id of the objects of one type that the tools look up; undefined for the types they do not. */
type NameLookup = (ids: string[]) => Promise<Map<string, string>>;

const lookups: Record<string, NameLookup> = {
  user: async (ids) => new Map((await findUsers(ids)).map((user) => [user.userId, `${user.firstName} ${user.lastName}`.trim() || user.userId])),
  // A role being deleted is gone for every reader.
  role: async (ids) => new Map((await findRoles(ids)).filter((role) => !role.deletingAt).map((role) => [role.id, role.name])),
  campus: async (ids) => new Map((await findCampuses(ids)).map((campus) => [campus.code, campus.name])),
  program: async (ids) => new Map((await findPrograms(ids)).map((program) => [program.id, program.name])),
};

/** What objects named in tuples are: their display names and whether they exist (see fgaObjectNames in the SDL). */
export async function fgaObjectNames(caller: Caller, args: unknown) {
  const { objects } = parseInput(objectNamesArgs, args);
  await assertCanManage(caller);
  const split = objects.map((object) => {
    const at = object.indexOf(':');
    return { object, type: object.slice(0, at), id: object.slice(at + 1) };
  });
  const types = [...new Set(split.map((entry) => entry.type))].filter((type) => type in lookups);
  const found = new Map(
    await Promise.all(types.map(async (type) => [type, await lookups[type]!(split.filter((entry) => entry.type === type).map((entry) => entry.id))] as const)),
  );
  return split.map(({ object, type, id }) => {
    const names = found.get(type);
    if (!names) return { object, name: null, exists: null };
    const name = names.get(id);
    return { object, name: name ?? null, exists: name !== undefined };
  });
}
