import type { ListedUser } from '../authorization-service';
import type { AuthzModel, Rewrite } from './model/model-types';
import type { CheckResolver } from './resolution/check-resolver';
import { isFailure, toAllowed } from './resolution/outcome';
import { tupleCondition } from './resolution/tuple-condition';
import type { TupleReader } from './resolution/tuple-reader';
import { parseUser, typeOf, type ParsedUser } from './tuple-keys';
import type { TupleKey } from './types';

/** A ListUsers filter: users of a type, or usersets `type#relation`. */
export interface UserFilter {
  type: string;
  relation?: string;
}

interface Search {
  model: AuthzModel;
  reader: TupleReader;
  context?: Record<string, unknown>;
  filters: UserFilter[];
  seen: Set<string>;
  found: Set<string>;
  /** The first condition that could not be evaluated: OpenFGA's ListUsers fails on any such tuple it meets. */
  failure?: { error: unknown };
}

/** In a subtracted branch users are not collected, but conditions are still evaluated (for their errors). */
type Mode = 'collect' | 'inspect';

/** The tuples of `object#relation` whose condition holds; failures are remembered, not thrown yet. */
async function usableTuples(search: Search, object: string, relation: string): Promise<TupleKey[]> {
  const usable: TupleKey[] = [];
  for (const key of await search.reader.usersOf(object, relation)) {
    const outcome = tupleCondition(search.model, key, search.context);
    if (isFailure(outcome)) search.failure ??= outcome;
    else if (outcome === 'allowed') usable.push(key);
  }
  return usable;
}

async function visitNode(search: Search, object: string, relation: string, mode: Mode): Promise<void> {
  const key = `${object}#${relation}`;
  if (search.seen.has(`${mode}|${key}`)) return;
  search.seen.add(`${mode}|${key}`);
  const type = typeOf(object);
  const wanted = search.filters.some((filter) => filter.relation === relation && filter.type === type);
  if (wanted && mode === 'collect') search.found.add(key);
  const definition = search.model.types.get(type)?.relations.get(relation);
  if (definition) await walk(search, object, relation, definition.rewrite, mode);
}

async function walkDirect(search: Search, object: string, relation: string, mode: Mode): Promise<void> {
  for (const key of await usableTuples(search, object, relation)) {
    const user = parseUser(key.user);
    if (user?.kind === 'userset') await visitNode(search, `${user.type}:${user.id}`, user.relation, mode);
    else if (user && mode === 'collect' && search.filters.some((filter) => !filter.relation && filter.type === user.type)) {
      search.found.add(key.user);
    }
  }
}

async function walk(search: Search, object: string, relation: string, rewrite: Rewrite, mode: Mode): Promise<void> {
  switch (rewrite.kind) {
    case 'this':
      return walkDirect(search, object, relation, mode);
    case 'computed':
      return visitNode(search, object, rewrite.relation, mode);
    case 'ttu':
      for (const parent of await usableTuples(search, object, rewrite.tupleset)) {
        await visitNode(search, parent.user, rewrite.computed, mode);
      }
      return;
    case 'union':
    case 'intersection':
      for (const child of rewrite.children) await walk(search, object, relation, child, mode);
      return;
    case 'exclusion':
      await walk(search, object, relation, rewrite.base, mode);
      // Only the base contributes users; the subtracted branch is walked for its condition failures.
      return walk(search, object, relation, rewrite.subtract, 'inspect');
  }
}

/**
 * Users matching the filters that might have `relation` on `object`: a search forwards from the object
 * through tuples whose condition holds. It over-approximates (intersections and exclusions are left to
 * Check). Like OpenFGA's ListUsers it fails when any tuple met has a condition that cannot be evaluated.
 */
export async function listUserCandidates(
  resolver: CheckResolver,
  object: string,
  relation: string,
  filters: UserFilter[],
): Promise<string[]> {
  const { model, reader, context } = resolver;
  const search: Search = { model, reader, context, filters, seen: new Set(), found: new Set() };
  await visitNode(search, object, relation, 'collect');
  if (search.failure) throw search.failure.error;
  return [...search.found].sort();
}

function toListedUser(user: ParsedUser): ListedUser {
  if (user.kind === 'wildcard') return { wildcard: { type: user.type } };
  if (user.kind === 'userset') return { userset: { type: user.type, id: user.id, relation: user.relation } };
  return { object: { type: user.type, id: user.id } };
}

/**
 * ListUsers: the users of the filter types (objects, `type:*` wildcards, or usersets when a filter names a
 * relation) that have `relation` on `object`. Each candidate is confirmed by Check, so the result agrees
 * with Check: a user removed by an exclusion is not listed, and a wildcard is listed only when the
 * wildcard itself passes (a wildcard intersected with named users yields those users).
 */
export async function listUsers(
  resolver: CheckResolver,
  object: string,
  relation: string,
  filters: UserFilter[],
): Promise<ListedUser[]> {
  const candidates = await listUserCandidates(resolver, object, relation, filters);
  const users: ListedUser[] = [];
  for (const candidate of candidates) {
    const parsed = parseUser(candidate);
    if (parsed && toAllowed(await resolver.check(candidate, relation, object))) users.push(toListedUser(parsed));
  }
  return users;
}
