import type { UsersetTree } from '../authorization-service';
import type { AuthzModel, Rewrite } from './model/model-types';
import type { TupleReader } from './resolution/tuple-reader';
import { typeOf, userset } from './tuple-keys';

type Node = Record<string, unknown>;

async function expandTupleToUserset(model: AuthzModel, reader: TupleReader, object: string, tupleset: string, computed: string) {
  const parents = await reader.usersOf(object, tupleset);
  const usersets = parents
    .filter((key) => model.types.get(typeOf(key.user))?.relations.has(computed))
    .map((key) => ({ userset: userset(key.user, computed) }));
  return { tupleset: userset(object, tupleset), computed: usersets };
}

async function expandNode(
  model: AuthzModel,
  reader: TupleReader,
  object: string,
  relation: string,
  rewrite: Rewrite,
): Promise<Node> {
  const name = userset(object, relation);
  const child = (node: Rewrite) => expandNode(model, reader, object, relation, node);
  switch (rewrite.kind) {
    case 'this': {
      const users = (await reader.usersOf(object, relation)).map((key) => key.user);
      return { name, leaf: { users: { users: [...new Set(users)] } } };
    }
    case 'computed':
      return { name, leaf: { computed: { userset: userset(object, rewrite.relation) } } };
    case 'ttu':
      const tupleToUserset = await expandTupleToUserset(model, reader, object, rewrite.tupleset, rewrite.computed);
      return { name, leaf: { tupleToUserset } };
    case 'union':
      return { name, union: { nodes: await Promise.all(rewrite.children.map(child)) } };
    case 'intersection':
      return { name, intersection: { nodes: await Promise.all(rewrite.children.map(child)) } };
    case 'exclusion':
      return { name, difference: { base: await child(rewrite.base), subtract: await child(rewrite.subtract) } };
  }
}

/**
 * Expand: one level of the userset tree of `object#relation`, in OpenFGA's JSON shape (`root.name`, then
 * `leaf` with `users`, `computed` or `tupleToUserset`, or `union` / `intersection` / `difference`). Like
 * OpenFGA it lists tuples without evaluating their conditions, and skips tuples the model no longer admits.
 */
export async function expand(model: AuthzModel, reader: TupleReader, object: string, relation: string): Promise<UsersetTree> {
  const definition = model.types.get(typeOf(object))?.relations.get(relation);
  if (!definition) return { root: { name: userset(object, relation) } };
  return { root: await expandNode(model, reader, object, relation, definition.rewrite) };
}
