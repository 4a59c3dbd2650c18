import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

/** One request a client could send for a root field: the document and its variables. */
export interface RootFieldRequest {
  operation: 'query' | 'mutation';
  fieldName: string;
  document: string;
  variables: Record<string, unknown>;
}

/**
 * A value the caller chooses for one argument position (path from the argument name down through input object
 * fields, e.g. `['input', 'formId']`), or undefined to let the generator build the minimal one.
 */
export type ChosenValue = (path: readonly string[], type: GraphQLNamedType) => unknown;

/** A valid value of each AppSync scalar, as AppSync's own scalar rules accept it. */
const scalarSamples: Record<string, unknown> = {
  String: 'x',
  ID: 'id-x',
  Int: 1,
  Float: 1,
  Boolean: false,
  AWSDate: '2026-01-01',
  AWSTime: '12:00:00.000Z',
  AWSDateTime: '2026-01-01T00:00:00.000Z',
  AWSTimestamp: 0,
  AWSEmail: 'someone@example.com',
  AWSJSON: '{}',
  AWSURL: 'https://example.com',
  AWSPhone: '+15555550100',
  AWSIPAddress: '127.0.0.1',
};

/** The smallest valid value of an input type: required input fields only, lists of one element, first enum value. */
export function minimalValue(type: GraphQLInputType, path: readonly string[], chosen: ChosenValue): unknown {
  const named = getNamedType(type);
  const picked = chosen(path, named);
  if (picked !== undefined) return picked;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [minimalValue(inner.ofType, path, chosen)];
  if (isEnumType(named)) return named.getValues()[0]?.value;
  if (isInputObjectType(named)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(named.getFields())) {
      const fieldPath = [...path, field.name];
      const optional = !isNonNullType(field.type) || field.defaultValue !== undefined;
      const fieldValue = optional ? chosen(fieldPath, getNamedType(field.type)) : minimalValue(field.type, fieldPath, chosen);
      if (fieldValue !== undefined) value[field.name] = fieldValue;
    }
    return value;
  }
  if (!(named.name in scalarSamples)) throw new Error(`No sample value for the scalar ${named.name}.`);
  return scalarSamples[named.name];
}

/** `{ __typename }` for a field answering an object, nothing for one answering a scalar or an enum. */
const selectionOf = (field: GraphQLField<unknown, unknown>) => (isLeafType(getNamedType(field.type)) ? '' : ' { __typename }');

/**
 * A minimal valid request for a root field: every argument declared as a variable, required ones (and optional ones
 * the caller chooses) given their smallest valid value, and the smallest selection.
 */
export function minimalRequest(
  schema: GraphQLSchema,
  operation: RootFieldRequest['operation'],
  fieldName: string,
  chosen: ChosenValue = () => undefined,
): RootFieldRequest {
  const root = operation === 'query' ? schema.getQueryType() : schema.getMutationType();
  const field = root?.getFields()[fieldName];
  if (!field) throw new Error(`The schema has no ${operation} field ${fieldName}.`);
  const variables: Record<string, unknown> = {};
  for (const argument of field.args) {
    const optional = !isNonNullType(argument.type);
    const value = optional ? chosen([argument.name], getNamedType(argument.type)) : minimalValue(argument.type, [argument.name], chosen);
    if (value !== undefined) variables[argument.name] = value;
  }
  const declarations = field.args.map((argument) => `$${argument.name}: ${String(argument.type)}`).join(', ');
  const passes = field.args.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
  const document =
    `${operation} Matrix${declarations ? `(${declarations})` : ''} ` +
    `{ ${fieldName}${passes ? `(${passes})` : ''}${selectionOf(field)} }`;
  return { operation, fieldName, document, variables };
}

/** Every root field of the schema, queries first, in declaration order. */
export function rootFieldNames(schema: GraphQLSchema): Array<{ operation: RootFieldRequest['operation']; fieldName: string }> {
  const queries = Object.keys(schema.getQueryType()?.getFields() ?? {}).map((fieldName) => ({ operation: 'query' as const, fieldName }));
  const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {}).map((fieldName) => ({ operation: 'mutation' as const, fieldName }));
  return [...queries, ...mutations];
}
