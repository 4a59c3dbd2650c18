import { relationsLeadingTo, reverseIndex, searchIsExact, type RelationRef } from './model/model-graph';
import type { AuthzModel } from './model/model-types';
import type { CheckResolver } from './resolution/check-resolver';
import { toAllowed } from './resolution/outcome';
import type { TupleReader } from './resolution/tuple-reader';
import { parseUser, typeOf } from './tuple-keys';

interface Search {
  model: AuthzModel;
  reader: TupleReader;
  leading: Set<string>;
  seen: Set<string>;
  queue: Array<{ object: string; relation: string }>;
}

function visit(search: Search, object: string, relation: string) {
  const key = `${object}#${relation}`;
  if (search.seen.has(key) || !search.leading.has(`${typeOf(object)}#${relation}`)) return;
  search.seen.add(key);
  search.queue.push({ object, relation });
}

/**
 * Follows the tuples whose user is `user` into the relations `refs`, one store lookup each: on the
 * relation itself, or on the tupleset a tuple-to-userset goes through.
 */
async function follow(search: Search, user: string, refs: Array<RelationRef & { tupleset?: string }> | undefined) {
  const wanted = (refs ?? []).filter((ref) => search.leading.has(`${ref.objectType}#${ref.relation}`));
  // The lookups are independent: ask them together (visiting is synchronous, so order cannot matter).
  await Promise.all(wanted.map(async (ref) => {
    const tuples = await search.reader.objectsOf(user, ref.objectType, ref.tupleset ?? ref.relation);
    for (const key of tuples) visit(search, key.object, ref.relation);
  }));
}

async function start(search: Search, user: string) {
  const index = reverseIndex(search.model);
  const parsed = parseUser(user);
  if (!parsed) return;
  if (parsed.kind === 'userset') return visit(search, `${parsed.type}:${parsed.id}`, parsed.relation);
  if (parsed.kind === 'object') await follow(search, user, index.objects.get(parsed.type));
  await follow(search, `${parsed.type}:*`, index.wildcards.get(parsed.type));
}

async function expandNode(search: Search, object: string, relation: string) {
  const index = reverseIndex(search.model);
  const node = `${typeOf(object)}#${relation}`;
  for (const ref of index.computed.get(node) ?? []) visit(search, object, ref.relation);
  await Promise.all([
    follow(search, `${object}#${relation}`, index.usersets.get(node)),
    follow(search, object, index.tupleToUserset.get(node)),
  ]);
}

/**
 * Objects of `type` that the user might have `relation` on: a search backwards from the user through the
 * model's edges (usersets, computed relations, tuple-to-usersets), visiting only relations that can lead
 * to the target. It over-approximates (conditions, intersections and exclusions are left to Check).
 */
export async function listObjectCandidates(
  model: AuthzModel,
  reader: TupleReader,
  user: string,
  type: string,
  relation: string,
): Promise<string[]> {
  const leading = relationsLeadingTo(model, `${type}#${relation}`);
  const search: Search = { model, reader, leading, seen: new Set(), queue: [] };
  await start(search, user);
  const found = new Set<string>();
  // Breadth first, a whole level at a time, so that a level's store lookups go out together.
  while (search.queue.length > 0) {
    const level = search.queue.splice(0);
    for (const next of level) if (typeOf(next.object) === type && next.relation === relation) found.add(next.object);
    await Promise.all(level.map((next) => expandNode(search, next.object, next.relation)));
  }
  return [...found].sort();
}

/**
 * ListObjects: every object of `type` on which the user has `relation`. Each candidate is confirmed by
 * Check on the same resolver, so the result always agrees with Check and shares its memo; except where the
 * search is exact (searchIsExact: only unions of unconditioned tuples lead there, as for can_start), which
 * spares one Check, and its reads, per object found.
 */
export async function listObjects(resolver: CheckResolver, user: string, type: string, relation: string): Promise<string[]> {
  const candidates = await listObjectCandidates(resolver.model, resolver.reader, user, type, relation);
  if (searchIsExact(resolver.model, `${type}#${relation}`)) return candidates;
  const objects: string[] = [];
  for (const object of candidates) {
    if (toAllowed(await resolver.check(user, relation, object))) objects.push(object);
  }
  return objects;
}
