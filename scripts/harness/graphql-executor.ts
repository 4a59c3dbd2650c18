import { randomUUID } from 'node:crypto';
import type { AppSyncIdentityCognito, Context } from 'aws-lambda';
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FieldNode,
  type OperationDefinitionNode,
  buildASTSchema,
  concatAST,
  execute,
  parse,
  validate,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { readAwsSdl, readDomainSdl } from '../../schema/sdl';
import { rootFieldsOf } from '../../schema/src/graphql/root-fields';
import type { ResolverHandler } from './domain-handlers';
import { selectionSetGraphQL, selectionSetList } from './selection-set';

/** Who is asking (null when the request carried no valid token) and the request's headers. */
export interface RequestScope {
  identity: AppSyncIdentityCognito | null;
  headers: Record<string, string>;
}

const unauthenticatedError = () =>
  new GraphQLError('Valid authorization header not provided.', { extensions: { code: 'UNAUTHENTICATED' } });

/** Without a verified caller nothing runs: every root field of the operation answers UNAUTHENTICATED. */
function unauthenticatedResult(document: DocumentNode, operationName: unknown): ExecutionResult {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (typeof operationName !== 'string' || definition.name?.value === operationName),
  );
  const fields = (operation?.selectionSet.selections ?? []).filter(
    (selection): selection is FieldNode => selection.kind === Kind.FIELD,
  );
  return {
    data: null,
    errors: fields.map((field) => {
      const name = field.alias?.value ?? field.name.value;
      return new GraphQLError('Valid authorization header not provided.', {
        nodes: [field],
        path: [name],
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }),
  };
}

function lambdaContext(functionName: string): Context {
  const requestId = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Raises a handler's error envelope as a GraphQL error carrying its code, as AppSync's response code does. */
function unwrap(result: unknown): unknown {
  if (result && typeof result === 'object' && '__error' in result) {
    const { code, message, details } = (result as { __error: { code: string; message: string; details?: unknown } })
      .__error;
    throw new GraphQLError(message, { extensions: { code, ...(details ? { details } : {}) } });
  }
  return result;
}

function rootResolver(domain: string, handler: ResolverHandler): GraphQLFieldResolver<unknown, RequestScope> {
  return async (source, args, scope, info) => {
    if (!scope.identity) throw unauthenticatedError();
    const event = {
      arguments: args,
      identity: scope.identity,
      source: (source ?? null) as Record<string, unknown> | null,
      request: { headers: scope.headers, domainName: null },
      info: {
        fieldName: info.fieldName,
        parentTypeName: info.parentType.name,
        variables: info.variableValues,
        selectionSetList: selectionSetList(info.fieldNodes, info.fragments),
        selectionSetGraphQL: selectionSetGraphQL(info.fieldNodes),
      },
      prev: null,
      stash: {},
    };
    return unwrap(await handler(event as never, lambdaContext(`campus-forms-${domain}`)));
  };
}

/**
 * The local stand-in for AppSync: graphql@16 executing the same SDL (with AppSync's scalars declared),
 * every root field dispatched to its domain's Lambda handler with an AppSync-shaped event.
 */
export function createGraphqlExecutor(handlers: Map<string, ResolverHandler>) {
  const domains = readDomainSdl();
  const schema: GraphQLSchema = buildASTSchema(
    concatAST([parse(readAwsSdl()), ...domains.map(({ source }) => parse(source))]),
  );
  for (const { typeName, fieldName, domain } of rootFieldsOf(domains)) {
    const handler = handlers.get(domain);
    if (!handler) throw new Error(`No handler for domain ${domain}`);
    const type = typeName === 'Query' ? schema.getQueryType() : schema.getMutationType();
    const field = type?.getFields()[fieldName];
    if (!field) throw new Error(`${typeName}.${fieldName} is not in the schema`);
    field.resolve = rootResolver(domain, handler);
  }

  // A client sends the same few operations again and again: parse and validate each text once.
  const validDocuments = new Map<string, DocumentNode>();
  const rememberDocument = (text: string, document: DocumentNode) => {
    if (validDocuments.size >= 500) validDocuments.delete(validDocuments.keys().next().value as string);
    validDocuments.set(text, document);
  };

  return async function executeRequest(
    body: { query?: unknown; variables?: unknown; operationName?: unknown },
    scope: RequestScope,
  ): Promise<{ status: number; result: ExecutionResult }> {
    if (typeof body.query !== 'string') {
      return { status: 400, result: { errors: [new GraphQLError('A query is required.', { extensions: { code: 'BAD_REQUEST' } })] } };
    }
    const cached = validDocuments.get(body.query);
    let document: DocumentNode;
    try {
      document = cached ?? parse(body.query);
    } catch (error) {
      return { status: 400, result: { errors: [error as GraphQLError] } };
    }
    const validationErrors = cached ? [] : validate(schema, document);
    if (validationErrors.length === 0 && !cached) rememberDocument(body.query, document);
    if (validationErrors.length > 0) {
      return {
        status: 400,
        result: {
          errors: validationErrors.map(
            (error) => new GraphQLError(error.message, { nodes: error.nodes, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
          ),
        },
      };
    }
    if (!scope.identity) return { status: 200, result: unauthenticatedResult(document, body.operationName) };
    const result = await execute({
      schema,
      document,
      variableValues: (body.variables ?? undefined) as Record<string, unknown> | undefined,
      operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
      contextValue: scope,
    });
    return { status: 200, result };
  };
}

export type GraphqlExecutor = ReturnType<typeof createGraphqlExecutor>;
