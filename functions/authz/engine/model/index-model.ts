import { authzError } from '../errors';
import { paramTypeNames, type ConditionDef, type DirectType, type ModelJson, type ParamType, type RelationDef, type Rewrite, type TypeDef } from './model-types';

type Json = Record<string, unknown>;

function invalid(message: string): never {
  throw authzError('invalid_authorization_model', message);
}

function parseRewrite(node: Json, where: string): Rewrite {
  if ('this' in node) return { kind: 'this' };
  const computed = node.computedUserset as Json | undefined;
  if (computed) return { kind: 'computed', relation: String(computed.relation) };
  const ttu = node.tupleToUserset as { tupleset: Json; computedUserset: Json } | undefined;
  if (ttu) return { kind: 'ttu', tupleset: String(ttu.tupleset.relation), computed: String(ttu.computedUserset.relation) };
  const union = node.union as { child: Json[] } | undefined;
  if (union) return { kind: 'union', children: union.child.map((child) => parseRewrite(child, where)) };
  const intersection = node.intersection as { child: Json[] } | undefined;
  if (intersection) return { kind: 'intersection', children: intersection.child.map((child) => parseRewrite(child, where)) };
  const difference = node.difference as { base: Json; subtract: Json } | undefined;
  if (difference) {
    return { kind: 'exclusion', base: parseRewrite(difference.base, where), subtract: parseRewrite(difference.subtract, where) };
  }
  return invalid(`unsupported rewrite in ${where}`);
}

function parseDirectType(entry: unknown): DirectType {
  const { type, relation, wildcard, condition } = entry as Json;
  return {
    type: String(type),
    relation: relation ? String(relation) : undefined,
    wildcard: wildcard !== undefined && wildcard !== null,
    condition: condition ? String(condition) : undefined,
  };
}

function parseParamType(node: unknown, where: string): ParamType {
  const { type_name: typeName, generic_types: generics } = node as { type_name: string; generic_types?: unknown[] };
  const name = paramTypeNames[typeName] ?? invalid(`unknown parameter type ${typeName} in ${where}`);
  if (name !== 'list' && name !== 'map') return { name };
  const element = generics?.[0] ?? invalid(`${name} without an element type in ${where}`);
  return { name, element: parseParamType(element, where) };
}

function indexType(definition: ModelJson['type_definitions'][number]): TypeDef {
  const relations = new Map<string, RelationDef>();
  const metadata = definition.metadata?.relations ?? {};
  for (const [name, rewrite] of Object.entries(definition.relations ?? {})) {
    const where = `${definition.type}#${name}`;
    relations.set(name, {
      objectType: definition.type,
      name,
      rewrite: parseRewrite(rewrite as Json, where),
      directTypes: (metadata[name]?.directly_related_user_types ?? []).map(parseDirectType),
    });
  }
  return { name: definition.type, relations };
}

function indexConditions(json: ModelJson): Map<string, ConditionDef> {
  const conditions = new Map<string, ConditionDef>();
  for (const [name, condition] of Object.entries(json.conditions ?? {})) {
    const parameters = new Map<string, ParamType>();
    for (const [param, type] of Object.entries(condition.parameters ?? {})) {
      parameters.set(param, parseParamType(type, `condition ${name}`));
    }
    conditions.set(name, { name, expression: condition.expression, parameters });
  }
  return conditions;
}

/** OpenFGA's model JSON as maps: types with their relations, and conditions with typed parameters. */
export function indexModel(json: ModelJson): { types: Map<string, TypeDef>; conditions: Map<string, ConditionDef> } {
  if (json.schema_version !== '1.1') invalid(`unsupported schema version ${json.schema_version}`);
  const types = new Map<string, TypeDef>();
  for (const definition of json.type_definitions) {
    if (types.has(definition.type)) invalid(`type ${definition.type} is defined twice`);
    types.set(definition.type, indexType(definition));
  }
  return { types, conditions: indexConditions(json) };
}
