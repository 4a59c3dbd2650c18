import type { AuthzModel, RelationDef, Rewrite } from './model-types';

/** A relation of a type, `type#relation`. */
export interface RelationRef {
  objectType: string;
  relation: string;
}

/** A tuple-to-userset seen from its parent: `relation` on objectType includes the parent's computed relation. */
export interface TupleToUsersetRef extends RelationRef {
  tupleset: string;
}

/**
 * The model read backwards, for ListObjects: from a user (or a userset `type#relation` it belongs to),
 * which relations can include it, and through which kind of edge.
 */
export interface ReverseIndex {
  /** By user type: relations whose type restriction admits plain objects of that type. */
  objects: Map<string, RelationRef[]>;
  /** By user type: relations whose type restriction admits `type:*`. */
  wildcards: Map<string, RelationRef[]>;
  /** By `type#relation`: relations whose type restriction admits that userset. */
  usersets: Map<string, RelationRef[]>;
  /** By `type#relation`: relations of the same type that include it (computed usersets). */
  computed: Map<string, RelationRef[]>;
  /** By `parentType#relation`: relations that include it through a tupleset. */
  tupleToUserset: Map<string, TupleToUsersetRef[]>;
}

function add<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function* rewriteLeaves(rewrite: Rewrite): Generator<Rewrite> {
  if (rewrite.kind === 'union' || rewrite.kind === 'intersection') {
    for (const child of rewrite.children) yield* rewriteLeaves(child);
  } else if (rewrite.kind === 'exclusion') {
    yield* rewriteLeaves(rewrite.base);
    yield* rewriteLeaves(rewrite.subtract);
  } else {
    yield rewrite;
  }
}

function indexRelation(model: AuthzModel, index: ReverseIndex, definition: RelationDef) {
  const self = { objectType: definition.objectType, relation: definition.name };
  for (const direct of definition.directTypes) {
    if (direct.relation) add(index.usersets, `${direct.type}#${direct.relation}`, self);
    else add(direct.wildcard ? index.wildcards : index.objects, direct.type, self);
  }
  const relations = model.types.get(definition.objectType)?.relations;
  for (const leaf of rewriteLeaves(definition.rewrite)) {
    if (leaf.kind === 'computed') add(index.computed, `${definition.objectType}#${leaf.relation}`, self);
    if (leaf.kind !== 'ttu') continue;
    const parentTypes = new Set(relations?.get(leaf.tupleset)?.directTypes.map((direct) => direct.type));
    for (const parentType of parentTypes) {
      add(index.tupleToUserset, `${parentType}#${leaf.computed}`, { ...self, tupleset: leaf.tupleset });
    }
  }
}

const reverseIndexes = new WeakMap<AuthzModel, ReverseIndex>();

/** The model's reverse index (built once per model). */
export function reverseIndex(model: AuthzModel): ReverseIndex {
  const cached = reverseIndexes.get(model);
  if (cached) return cached;
  const index: ReverseIndex = {
    objects: new Map(),
    wildcards: new Map(),
    usersets: new Map(),
    computed: new Map(),
    tupleToUserset: new Map(),
  };
  for (const type of model.types.values()) {
    for (const definition of type.relations.values()) indexRelation(model, index, definition);
  }
  reverseIndexes.set(model, index);
  return index;
}

const leadingSets = new WeakMap<AuthzModel, Map<string, Set<string>>>();

function includers(index: ReverseIndex, node: string): string[] {
  const refs = [
    ...(index.usersets.get(node) ?? []),
    ...(index.computed.get(node) ?? []),
    ...(index.tupleToUserset.get(node) ?? []),
  ];
  return refs.map((ref) => `${ref.objectType}#${ref.relation}`);
}

/**
 * Every `type#relation` from which `target` can be reached (target included): the only relations a
 * ListObjects search needs to visit. Cached per model and target.
 */
export function relationsLeadingTo(model: AuthzModel, target: string): Set<string> {
  const perModel = leadingSets.get(model) ?? new Map<string, Set<string>>();
  leadingSets.set(model, perModel);
  const cached = perModel.get(target);
  if (cached) return cached;
  const index = reverseIndex(model);
  const includes = new Map<string, string[]>();
  for (const type of model.types.values()) {
    for (const relation of type.relations.keys()) {
      const node = `${type.name}#${relation}`;
      for (const includer of includers(index, node)) add(includes, includer, node);
    }
  }
  const leading = new Set([target]);
  const queue = [target];
  for (let node = queue.pop(); node !== undefined; node = queue.pop()) {
    for (const included of includes.get(node) ?? []) {
      if (leading.has(included)) continue;
      leading.add(included);
      queue.push(included);
    }
  }
  perModel.set(target, leading);
  return leading;
}

const exactSets = new WeakMap<AuthzModel, Map<string, boolean>>();

function walksOnlyUnions(model: AuthzModel, rewrite: Rewrite, objectType: string): boolean {
  if (rewrite.kind === 'intersection' || rewrite.kind === 'exclusion') return false;
  if (rewrite.kind === 'union') return rewrite.children.every((child) => walksOnlyUnions(model, child, objectType));
  if (rewrite.kind !== 'ttu') return true;
  const tupleset = model.types.get(objectType)?.relations.get(rewrite.tupleset);
  return Boolean(tupleset) && tupleset!.directTypes.every((direct) => !direct.condition);
}

/**
 * Whether a ListObjects search backwards from a user finds exactly the objects Check allows for `target`: every
 * relation that can lead to it is a union of tuples, computed relations and tuple-to-usersets whose tuples carry
 * no condition (no intersection, no exclusion), so every path the search follows through real tuples grants.
 * Cached per model and target.
 */
export function searchIsExact(model: AuthzModel, target: string): boolean {
  const perModel = exactSets.get(model) ?? new Map<string, boolean>();
  exactSets.set(model, perModel);
  const cached = perModel.get(target);
  if (cached !== undefined) return cached;
  const exact = [...relationsLeadingTo(model, target)].every((node) => {
    const [objectType = '', relation = ''] = node.split('#');
    const definition = model.types.get(objectType)?.relations.get(relation);
    return Boolean(definition) && definition!.directTypes.every((direct) => !direct.condition) && walksOnlyUnions(model, definition!.rewrite, objectType);
  });
  perModel.set(target, exact);
  return exact;
}
