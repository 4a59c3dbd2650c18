import { randomUUID } from 'node:crypto';
import { createLibrarySchemaInputSchema, libraryVersionInputSchema, updateLibrarySchemaInputSchema } from '../../../schema/src/libraries/library-inputs';
import { ensureTuples } from '../../authz/ensure-tuples';
import { authorization } from '../../authz/service';
import type { LibraryRecord } from '../../data/entities';
import { deleteLibraryPartition, insertLibrary, markLibraryDeleting, StaleLibrary, updateLibrary } from '../../data/library-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertMayCreateLibrary, libraryFor, libraryPermissions, newLibraryTuples, publishedLibraryTuple } from '../library-access';
import { removeLibraryTuples } from '../library-grant-tuples';
import { schemaData } from '../library-views';
import { staleLibrary } from './stale';

/** The library as SchemaData for the caller who just changed it. */
const answer = async (caller: Caller, library: LibraryRecord) => schemaData(library, await libraryPermissions(caller, library.id));

/** Writes a version-checked change, turning a lost race into CONFLICT. */
export async function changeLibrary(caller: Caller, current: LibraryRecord, expectedVersion: number, set: Partial<LibraryRecord>) {
  if (current.version !== expectedVersion) throw await staleLibrary(current.id);
  try {
    return await answer(caller, await updateLibrary(current, expectedVersion, { ...set, updatedAt: new Date().toISOString() }));
  } catch (error) {
    if (error instanceof StaleLibrary) throw await staleLibrary(current.id);
    throw error;
  }
}

/** createLibrarySchema: a DRAFT library with no fields; its creator administers it. */
export async function createLibrarySchema(caller: Caller, args: { input?: unknown }) {
  const { objectName, libraryType } = parseInput(createLibrarySchemaInputSchema, args.input);
  await assertMayCreateLibrary(caller);
  const now = new Date().toISOString();
  const record: LibraryRecord = {
    id: randomUUID(),
    objectName,
    status: 'DRAFT',
    libraryType,
    fieldArraySchema: [],
    itemCount: 0,
    // The creator is the one person administering it (library-admin-guard.ts keeps at least one).
    adminCount: 1,
    version: 1,
    createdAt: now,
    updatedAt: now,
    createdBy: caller.userId,
  };
  // Tuples first: a library item without them would be one nobody may open; tuples without the item are inert.
  await ensureTuples(authorization(), newLibraryTuples(record.id, caller.userId));
  return answer(caller, await insertLibrary(record));
}

/** updateLibrarySchema: a new name or type (library admins). */
export async function updateLibrarySchema(caller: Caller, args: { input?: unknown }) {
  const { id, expectedVersion, objectName, libraryType } = parseInput(updateLibrarySchemaInputSchema, args.input);
  const current = await libraryFor(caller, id, 'configure');
  return changeLibrary(caller, current, expectedVersion, { objectName, libraryType });
}

/** publishLibrarySchema: PUBLISHED, and readable by everyone signed in (library admins; at least one field). */
export async function publishLibrarySchema(caller: Caller, args: { input?: unknown }) {
  const { id, expectedVersion } = parseInput(libraryVersionInputSchema, args.input);
  const current = await libraryFor(caller, id, 'configure');
  if (current.fieldArraySchema.length === 0) throw badUserInput('Add at least one field before publishing the library.', { field: 'fieldArraySchema' });
  // The viewer tuple first: a PUBLISHED library nobody may read would break the forms that search it.
  await ensureTuples(authorization(), [publishedLibraryTuple(id)]);
  return changeLibrary(caller, current, expectedVersion, { status: 'PUBLISHED' });
}

/**
 * deleteLibrarySchema: marks the library deleted (gone for every reader at once), removes its items and guards a
 * page at a time, then the library and every tuple on it (its grants too). A retry after a crash carries on where
 * it stopped.
 */
export async function deleteLibrarySchema(caller: Caller, args: { input?: unknown }) {
  const { id, expectedVersion } = parseInput(libraryVersionInputSchema, args.input);
  await libraryFor(caller, id, 'configure');
  try {
    await markLibraryDeleting(id, expectedVersion, new Date().toISOString());
    await deleteLibraryPartition(id);
    await removeLibraryTuples(id);
  } catch (error) {
    if (error instanceof StaleLibrary) throw await staleLibrary(id);
    throw error;
  }
  return { id };
}
