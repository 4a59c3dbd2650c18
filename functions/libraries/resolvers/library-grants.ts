import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { libraryGrantInputSchema, libraryGrantsArgsSchema } from '../../../schema/src/libraries/library-grant-inputs';
import { countsAsAdmin, everyoneName, grantMessages, grantRefusal, type LibraryGrantee } from '../../../schema/src/libraries/library-grants';
import { alreadyExists, alreadyGone, removeTuples } from '../../authz/ensure-tuples';
import type { TupleKey } from '../../authz/engine/types';
import { authorization } from '../../authz/service';
import { findLibrary } from '../../data/library-repository';
import { findUser } from '../../data/people-repository';
import { findRole } from '../../data/roles-repository';
import type { Caller } from '../../shared/caller';
import { AppError, badUserInput, conflict, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { withAdminGiven, withAdminTaken } from '../library-admin-guard';
import { libraryFor } from '../library-access';
import { grantTuple, levelsHeld, readGrantPage } from '../library-grant-tuples';
import { grantViews, personName } from '../library-grant-views';
import { metrics } from '../telemetry';

/** libraryGrants: a page of who holds admin, editor and viewer on a library through a grant of its own (its admins). */
export async function libraryGrants(caller: Caller, args: unknown) {
  const { libraryId, limit, cursor } = parseInput(libraryGrantsArgsSchema, args);
  await libraryFor(caller, libraryId, 'manageAccess');
  const page = await readGrantPage(libraryId, limit, cursor);
  return { grants: await grantViews(libraryId, page.grants), cursor: page.cursor };
}

/** The name of a grantee to grant to: NOT_FOUND for a person or role that does not exist (a role being deleted neither). */
async function existingGranteeName(grantee: LibraryGrantee): Promise<string> {
  if (grantee.kind === 'EVERYONE') return everyoneName;
  if (grantee.kind === 'USER') {
    const user = await findUser(grantee.id);
    if (!user) throw notFound('User', grantee.id);
    return personName(user);
  }
  const role = await findRole(grantee.id);
  if (!role || role.deletingAt) throw notFound('Role', grantee.id);
  return role.name;
}

/** The name of a grantee whose grant is taken back (their id when they are gone). */
async function granteeName(grantee: LibraryGrantee): Promise<string> {
  try {
    return await existingGranteeName(grantee);
  } catch {
    return grantee.kind === 'EVERYONE' ? everyoneName : grantee.id;
  }
}

/** One tuple write; a tuple written or removed meanwhile by someone else is a lost race. */
async function writeTuples(writes: TupleKey[], deletes: TupleKey[], lostRace: () => AppError) {
  try {
    await authorization().write(writes, deletes);
  } catch (error) {
    if (alreadyExists(error) || alreadyGone(error)) throw lostRace();
    throw error;
  }
}

/** Takes a grant back when its library or role went away while it was written (their deletes would miss it). */
async function keepOnlyIfStillThere(libraryId: string, grantee: LibraryGrantee, tuple: TupleKey) {
  const library = await findLibrary(libraryId, true);
  const role = grantee.kind === 'ROLE' ? await findRole(grantee.id) : undefined;
  const gone = !library || library.deletingAt ? notFound('Library', libraryId) : grantee.kind === 'ROLE' && (!role || role.deletingAt) ? notFound('Role', grantee.id) : null;
  if (!gone) return;
  await removeTuples(authorization(), [tuple]);
  throw gone;
}

/**
 * grantLibraryAccess: gives a grantee an access level on one library (its admins), replacing another level they
 * hold of their own in the same write. The last person administering the library cannot be moved down.
 */
export async function grantLibraryAccess(caller: Caller, args: { input?: unknown }) {
  const { libraryId, access, grantee } = parseInput(libraryGrantInputSchema, args.input);
  const library = await libraryFor(caller, libraryId, 'manageAccess');
  const refusal = grantRefusal(library, access, grantee);
  if (refusal) throw badUserInput(refusal, { field: access === 'VIEWER' ? 'granteeKind' : 'access' });
  const name = await existingGranteeName(grantee);
  const held = await levelsHeld(libraryId, grantee);
  if (held.includes(access)) throw conflict(grantMessages.alreadyHeld(name, access), { reason: 'ALREADY_GRANTED' });
  const tuple = grantTuple(libraryId, access, grantee);
  const write = () => writeTuples([tuple], held.map((level) => grantTuple(libraryId, level, grantee)), () => conflict(grantMessages.changedMeanwhile));
  if (held.some((level) => countsAsAdmin(level, grantee))) await withAdminTaken(library, name, write);
  else if (countsAsAdmin(access, grantee)) await withAdminGiven(library, write);
  else await write();
  await keepOnlyIfStillThere(libraryId, grantee, tuple);
  metrics.addMetric('LibraryGrantsWritten', MetricUnit.Count, 1);
  return (await grantViews(libraryId, [{ access, grantee }]))[0]!;
}

/** revokeLibraryAccess: takes a grant back (the library's admins); NOT_FOUND when the grantee does not hold it. */
export async function revokeLibraryAccess(caller: Caller, args: { input?: unknown }) {
  const { libraryId, access, grantee } = parseInput(libraryGrantInputSchema, args.input);
  const library = await libraryFor(caller, libraryId, 'manageAccess');
  const name = await granteeName(grantee);
  const notHeld = () => new AppError('NOT_FOUND', grantMessages.notHeld(name, access), { id: grantee.kind === 'EVERYONE' ? 'user:*' : grantee.id });
  if (!(await levelsHeld(libraryId, grantee)).includes(access)) throw notHeld();
  const remove = () => writeTuples([], [grantTuple(libraryId, access, grantee)], notHeld);
  if (countsAsAdmin(access, grantee)) await withAdminTaken(library, name, remove);
  else await remove();
  metrics.addMetric('LibraryGrantsRevoked', MetricUnit.Count, 1);
  return (await grantViews(libraryId, [{ access, grantee }]))[0]!;
}
