import { authzError } from '../errors';
import type { ConditionDef, RelationDef, Rewrite, TypeDef } from './model-types';

/**
 * The structural rules the engine relies on, checked on every model: the upstream validator can crash on
 * some valid models (a tuple-to-userset over a conditioned tupleset), so its verdict alone is not enough.
 */
export function checkModel(types: Map<string, TypeDef>, conditions: Map<string, ConditionDef>): void {
  for (const type of types.values()) {
    for (const relation of type.relations.values()) {
      checkDirectTypes(types, conditions, relation);
      checkRewrite(types, type, relation, relation.rewrite);
    }
  }
}

function fail(relation: RelationDef, message: string): never {
  throw authzError('invalid_authorization_model', `${relation.objectType}#${relation.name}: ${message}`);
}

function checkDirectTypes(types: Map<string, TypeDef>, conditions: Map<string, ConditionDef>, relation: RelationDef) {
  for (const direct of relation.directTypes) {
    const target = types.get(direct.type);
    if (!target) fail(relation, `type ${direct.type} is not defined`);
    if (direct.relation && !target.relations.has(direct.relation)) {
      fail(relation, `relation ${direct.type}#${direct.relation} is not defined`);
    }
    if (direct.wildcard && direct.relation) fail(relation, 'a type restriction cannot be a wildcard and a userset');
    if (direct.condition && !conditions.has(direct.condition)) fail(relation, `condition ${direct.condition} is not defined`);
  }
}

function checkRewrite(types: Map<string, TypeDef>, type: TypeDef, relation: RelationDef, rewrite: Rewrite): void {
  switch (rewrite.kind) {
    case 'this':
      if (relation.directTypes.length === 0) fail(relation, 'a directly assignable relation needs allowed types');
      return;
    case 'computed':
      if (!type.relations.has(rewrite.relation)) fail(relation, `relation ${rewrite.relation} is not defined`);
      return;
    case 'ttu':
      return checkTupleToUserset(types, type, relation, rewrite);
    case 'union':
    case 'intersection':
      return rewrite.children.forEach((child) => checkRewrite(types, type, relation, child));
    case 'exclusion':
      checkRewrite(types, type, relation, rewrite.base);
      return checkRewrite(types, type, relation, rewrite.subtract);
  }
}

type TupleToUserset = Extract<Rewrite, { kind: 'ttu' }>;

function checkTupleToUserset(types: Map<string, TypeDef>, type: TypeDef, relation: RelationDef, rewrite: TupleToUserset) {
  const tupleset = type.relations.get(rewrite.tupleset);
  if (!tupleset) return fail(relation, `tupleset relation ${rewrite.tupleset} is not defined`);
  if (tupleset.rewrite.kind !== 'this') fail(relation, `tupleset relation ${rewrite.tupleset} must be directly assignable`);
  if (tupleset.directTypes.some((direct) => direct.relation || direct.wildcard)) {
    fail(relation, `tupleset relation ${rewrite.tupleset} may only relate plain objects`);
  }
  const defined = tupleset.directTypes.some((direct) => types.get(direct.type)?.relations.has(rewrite.computed));
  if (!defined) fail(relation, `relation ${rewrite.computed} is not defined on any type of ${rewrite.tupleset}`);
}
