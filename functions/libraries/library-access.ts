import { assertAllowed, isAllowed, platformObject, userObject } from '../authz/checks';
import { authorization } from '../authz/service';
import type { LibraryRecord } from '../data/entities';
import { findLibrary } from '../data/library-repository';
import type { Caller } from '../shared/caller';
import { notFound } from '../shared/errors';

/** The engine's object of a library. */
export const libraryObject = (id: string) => `library:${id}`;

/** What a library's relations allow, in the words of the model (schema/authz/model.fga, `type library`). */
const relations = { read: 'viewer', writeItems: 'editor', configure: 'admin', manageAccess: 'admin' } as const;

type Need = keyof typeof relations;

const refusals: Record<Need, string> = {
  read: 'You do not have permission to view this library.',
  writeItems: 'Only the editors of this library may change its items.',
  configure: 'Only the administrators of this library may change it.',
  manageAccess: 'Only the administrators of this library may see and change who has access to it.',
};

/** A library that exists and is not being deleted: NOT_FOUND otherwise ("Library X was not found."). */
export async function existingLibrary(id: string, consistent = false): Promise<LibraryRecord> {
  const library = await findLibrary(id, consistent);
  if (!library || library.deletingAt) throw notFound('Library', id);
  return library;
}

/** A library the caller may read, write items of, or configure: NOT_FOUND when there is none, FORBIDDEN otherwise. */
export async function libraryFor(caller: Caller, id: string, need: Need, consistent = need !== 'read'): Promise<LibraryRecord> {
  const library = await existingLibrary(id, consistent);
  await assertAllowed(caller, relations[need], libraryObject(id), { message: refusals[need] });
  return library;
}

/** What the caller may do with a library (one BatchCheck). */
export async function libraryPermissions(caller: Caller, id: string) {
  const [canConfigure, canEditItems] = await authorization().batchCheck(
    [relations.configure, relations.writeItems].map((relation) => ({ user: userObject(caller.userId), relation, object: libraryObject(id) })),
  );
  return { canConfigure: Boolean(canConfigure), canEditItems: Boolean(canEditItems) };
}

/** Library managers (library_manager on global) see every library in lists, drafts too. */
export const isLibraryManager = (caller: Caller) => isAllowed(caller, 'library_manager', platformObject);

/** Creating a library needs can_create_library on global: FORBIDDEN otherwise. */
export const assertMayCreateLibrary = (caller: Caller) =>
  assertAllowed(caller, 'can_create_library', platformObject, { message: 'You do not have permission to create libraries.' });

/** The tuples a new library starts with: under the platform (its library managers administer it), and its creator's. */
export const newLibraryTuples = (libraryId: string, creatorId: string) => [
  { user: platformObject, relation: 'platform', object: libraryObject(libraryId) },
  { user: `user:${creatorId}`, relation: 'admin', object: libraryObject(libraryId) },
];

/** The tuple publishing writes: every signed-in person may read a published library. */
export const publishedLibraryTuple = (libraryId: string) => ({ user: 'user:*', relation: 'viewer', object: libraryObject(libraryId) });
