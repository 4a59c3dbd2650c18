import { accessOfRelation, accessRelations, granteeOfSubject, granteeSubject, type LibraryAccess, type LibraryGrantee } from '../../schema/src/libraries/library-grants';
import { removeTuples } from '../authz/ensure-tuples';
import { AuthzError, type TupleKey } from '../authz/engine/types';
import { authorization } from '../authz/service';
import { badUserInput } from '../shared/errors';
import { libraryObject } from './library-access';

/** A library grant as stored: one tuple `{grantee} {admin|editor|viewer} library:{id}`. */
export interface StoredGrant {
  access: LibraryAccess;
  grantee: LibraryGrantee;
}

/** The tuple of a grant. */
export const grantTuple = (libraryId: string, access: LibraryAccess, grantee: LibraryGrantee): TupleKey => ({
  user: granteeSubject(grantee),
  relation: accessRelations[access],
  object: libraryObject(libraryId),
});

/** The grant a stored tuple of the library is; null for its other tuples (its platform). */
function grantOf(tuple: TupleKey): StoredGrant | null {
  const access = accessOfRelation(tuple.relation);
  const grantee = granteeOfSubject(tuple.user);
  return access && grantee ? { access, grantee } : null;
}

/** A cursor the caller made up, or one of another list, is their mistake. */
async function withTokenCheck<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AuthzError && error.code === 'invalid_continuation_token') throw badUserInput('The cursor is not one of this list.', { field: 'cursor' });
    throw error;
  }
}

/**
 * One page of a library's grants, in the store's order (relation, then grantee: admins, editors, viewers). Reads on
 * until `limit` grants are kept (the library's platform tuple is not one), so a page is full unless it is the last.
 */
export async function readGrantPage(libraryId: string, limit: number, cursor: string | null): Promise<{ grants: StoredGrant[]; cursor: string | null }> {
  const grants: StoredGrant[] = [];
  let token = cursor ?? undefined;
  do {
    const page = await withTokenCheck(() =>
      authorization().read({ object: libraryObject(libraryId) }, { pageSize: limit - grants.length, ...(token ? { continuationToken: token } : {}) }),
    );
    grants.push(...page.tuples.flatMap((tuple) => grantOf(tuple.key) ?? []));
    token = page.continuationToken || undefined;
  } while (token && grants.length < limit);
  return { grants, cursor: token ?? null };
}

/** Every tuple stored on a library (all pages). */
async function allTuplesOf(libraryId: string, relation?: string): Promise<TupleKey[]> {
  const keys: TupleKey[] = [];
  let token: string | undefined;
  do {
    const page = await authorization().read({ object: libraryObject(libraryId), ...(relation ? { relation } : {}) }, { pageSize: 100, ...(token ? { continuationToken: token } : {}) });
    keys.push(...page.tuples.map(({ key }) => ({ user: key.user, relation: key.relation, object: key.object })));
    token = page.continuationToken || undefined;
  } while (token);
  return keys;
}

/** The access levels a grantee holds on a library through grants of their own. */
export async function levelsHeld(libraryId: string, grantee: LibraryGrantee): Promise<LibraryAccess[]> {
  const page = await authorization().read({ object: libraryObject(libraryId), user: granteeSubject(grantee) }, { pageSize: 100 });
  return page.tuples.flatMap((tuple) => grantOf(tuple.key)?.access ?? []);
}

/** How many persons hold admin on a library through a grant of their own (for a library without a counter yet). */
export async function countPersonAdmins(libraryId: string): Promise<number> {
  const admins = await allTuplesOf(libraryId, accessRelations.ADMIN);
  return admins.filter((tuple) => granteeOfSubject(tuple.user)?.kind === 'USER').length;
}

/** Removes every tuple of a library (its platform, creator and every grant): the last step of deleting it. */
export async function removeLibraryTuples(libraryId: string): Promise<void> {
  await removeTuples(authorization(), await allTuplesOf(libraryId));
}
