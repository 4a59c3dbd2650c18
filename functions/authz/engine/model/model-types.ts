/**
 * The authorization model indexed for resolution: OpenFGA's JSON turned into maps and a rewrite tree that
 * the resolvers walk without re-reading the JSON.
 */

/** A relation's definition: its own tuples, another relation, a parent's relation, or a combination. */
export type Rewrite =
  | { kind: 'this' }
  | { kind: 'computed'; relation: string }
  | { kind: 'ttu'; tupleset: string; computed: string }
  | { kind: 'union'; children: Rewrite[] }
  | { kind: 'intersection'; children: Rewrite[] }
  | { kind: 'exclusion'; base: Rewrite; subtract: Rewrite };

/** One entry of a relation's type restriction: `user`, `user:*`, `group#member`, optionally `with condition`. */
export interface DirectType {
  type: string;
  relation?: string;
  wildcard: boolean;
  condition?: string;
}

/** One relation of a type: how it is defined and which users its own tuples may hold. */
export interface RelationDef {
  objectType: string;
  name: string;
  rewrite: Rewrite;
  /** The type restriction (empty when the relation has no direct tuples). */
  directTypes: DirectType[];
}

/** A type of the model and its relations by name. */
export interface TypeDef {
  name: string;
  relations: Map<string, RelationDef>;
}

/** A condition parameter's type, as OpenFGA declares it (`list<string>`, `map<int>`...). */
export interface ParamType {
  name: 'int' | 'uint' | 'double' | 'bool' | 'string' | 'bytes' | 'duration' | 'timestamp' | 'any' | 'ipaddress' | 'list' | 'map';
  element?: ParamType;
}

/** A condition: its CEL expression and its typed parameters by name. */
export interface ConditionDef {
  name: string;
  expression: string;
  parameters: Map<string, ParamType>;
}

/** OpenFGA's authorization model JSON (the parts the engine reads). */
export interface ModelJson {
  schema_version: string;
  type_definitions: Array<{
    type: string;
    relations?: Record<string, unknown>;
    metadata?: { relations?: Record<string, { directly_related_user_types?: unknown[] }> } | null;
  }>;
  conditions?: Record<string, { name: string; expression: string; parameters?: Record<string, unknown> }>;
}

/** The loaded model: indexes for resolution plus the DSL and JSON it came from. */
export interface AuthzModel {
  /** A stable id for the model text (a hash), so callers can tell models apart. */
  id: string;
  dsl: string;
  json: ModelJson;
  types: Map<string, TypeDef>;
  conditions: Map<string, ConditionDef>;
}

/** OpenFGA's JSON names of condition parameter types, and the DSL's. */
export const paramTypeNames: Record<string, ParamType['name']> = {
  TYPE_NAME_INT: 'int',
  TYPE_NAME_UINT: 'uint',
  TYPE_NAME_DOUBLE: 'double',
  TYPE_NAME_BOOL: 'bool',
  TYPE_NAME_STRING: 'string',
  TYPE_NAME_BYTES: 'bytes',
  TYPE_NAME_DURATION: 'duration',
  TYPE_NAME_TIMESTAMP: 'timestamp',
  TYPE_NAME_ANY: 'any',
  TYPE_NAME_IPADDRESS: 'ipaddress',
  TYPE_NAME_LIST: 'list',
  TYPE_NAME_MAP: 'map',
};
