import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  Kind,
  buildASTSchema,
  concatAST,
  parse,
  print,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { readAwsSdl, readDomainSdl } from '../../schema/sdl';

const webSource = join(import.meta.dirname, '..', '..', 'web', 'src');

function graphqlFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return graphqlFiles(path);
    return path.endsWith('.graphql') ? [path] : [];
  });
}

/** The API's schema, from the same SDL files the harness serves: to ask which list fields page by cursor. */
export function apiSchema(): GraphQLSchema {
  return buildASTSchema(concatAST([parse(readAwsSdl()), ...readDomainSdl().map(({ source }) => parse(source))]));
}

/** Every fragment the web defines, by name. */
function webFragments(): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const file of graphqlFiles(webSource)) {
    for (const definition of parse(readFileSync(file, 'utf8')).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
  }
  return fragments;
}

/** The fragments an operation spreads, directly or through other fragments. */
function fragmentsUsed(operation: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>): FragmentDefinitionNode[] {
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (!fragment) throw new Error(`The web defines no fragment ${name}.`);
        if (!used.has(name)) {
          used.set(name, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  return [...used.values()];
}

/** An operation the web sends (a file under web/src, e.g. 'features/home/api/home.graphql'), with its fragments. */
export function webOperation(file: string): DocumentNode {
  const operation = parse(readFileSync(join(webSource, file), 'utf8')).definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new Error(`${file} holds no operation.`);
  return { kind: Kind.DOCUMENT, definitions: [operation, ...fragmentsUsed(operation, webFragments())] };
}

/** The operation of a document. */
const operationOf = (document: DocumentNode) =>
  document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;

/**
 * The operation with only the root field `fieldName` and the variables that field uses (Get Started: the
 * home query's `assessmentTemplates`, asked alone).
 */
export function onlyRootField(document: DocumentNode, fieldName: string, name: string): DocumentNode {
  const operation = operationOf(document);
  const selections = operation.selectionSet.selections.filter((selection) => selection.kind === Kind.FIELD && selection.name.value === fieldName);
  const used = new Set<string>();
  for (const selection of selections) visit(selection, { Variable: (variable) => void used.add(variable.name.value) });
  const kept: OperationDefinitionNode = {
    ...operation,
    name: { kind: Kind.NAME, value: name },
    variableDefinitions: operation.variableDefinitions?.filter((definition) => used.has(definition.variable.name.value)),
    selectionSet: { ...operation.selectionSet, selections },
  };
  return { ...document, definitions: [kept, ...document.definitions.filter((definition) => definition !== operation)] };
}

/** Whether the schema's Query.`fieldName` takes a `cursor` and its page meta answers `nextCursor`. */
export function pagesByCursor(schema: GraphQLSchema, fieldName: string): boolean {
  const field = schema.getQueryType()?.getFields()[fieldName];
  const pageMeta = schema.getType('PageMeta');
  const hasNextCursor = Boolean(pageMeta && 'getFields' in pageMeta && 'nextCursor' in pageMeta.getFields());
  return Boolean(field?.args.some((arg) => arg.name === 'cursor')) && hasNextCursor;
}

const name = (value: string) => ({ kind: Kind.NAME, value }) as const;
const cursorVariable = { kind: Kind.VARIABLE, name: name('cursor') } as const;

/**
 * The document asking `fieldName` by cursor, as the shared contract says the web will once the list lanes
 * land: a `$cursor: String` variable passed as the field's `cursor`, and `meta { nextCursor }` selected. A
 * document that already does so comes back unchanged.
 */
export function withCursorPaging(document: DocumentNode, fieldName: string): DocumentNode {
  const operation = operationOf(document);
  const declared = operation.variableDefinitions?.some((definition) => definition.variable.name.value === 'cursor');
  const variableDefinitions = declared
    ? operation.variableDefinitions
    : [...(operation.variableDefinitions ?? []), { kind: Kind.VARIABLE_DEFINITION, variable: cursorVariable, type: { kind: Kind.NAMED_TYPE, name: name('String') } } as const];
  const withField = visit(operation, {
    Field(field: FieldNode) {
      if (field.name.value !== fieldName || !field.selectionSet) return undefined;
      const args = field.arguments?.some((arg) => arg.name.value === 'cursor')
        ? field.arguments
        : [...(field.arguments ?? []), { kind: Kind.ARGUMENT, name: name('cursor'), value: cursorVariable } as const];
      const selections = field.selectionSet.selections.map((selection) => {
        if (selection.kind !== Kind.FIELD || selection.name.value !== 'meta' || !selection.selectionSet) return selection;
        if (selection.selectionSet.selections.some((meta) => meta.kind === Kind.FIELD && meta.name.value === 'nextCursor')) return selection;
        const nextCursor = { kind: Kind.FIELD, name: name('nextCursor') } as const;
        return { ...selection, selectionSet: { ...selection.selectionSet, selections: [...selection.selectionSet.selections, nextCursor] } };
      });
      return { ...field, arguments: args, selectionSet: { ...field.selectionSet, selections } };
    },
  });
  const changed: OperationDefinitionNode = { ...withField, variableDefinitions };
  return { ...document, definitions: document.definitions.map((definition) => (definition === operation ? changed : definition)) };
}

/** The document's text, as sent in a request body. */
export const operationText = (document: DocumentNode) => print(document);
