import type { AppSyncIdentityCognito } from 'aws-lambda';
import {
  GraphQLError,
  buildASTSchema,
  concatAST,
  execute,
  parse,
  validate,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { lambdaResolverCode } from '../../schema/src/graphql/lambda-resolver-code';
import { readAwsSdl, readDomainSdl } from '../../schema/sdl';
import { apiLimits, functionTimeoutSeconds } from '../../schema/src/graphql/api-limits';
import { rootFieldsOf } from '../../schema/src/graphql/root-fields';
import { executionErrors, resolverError, type AppSyncAnswer, type AppSyncError } from './appsync/appsync-errors';
import { installAwsScalars } from './appsync/aws-scalars';
import { invokeLambda } from './appsync/invoke-lambda';
import { checkRequest } from './appsync/request-checks';
import { allowedModes, notAuthorized, type AuthMode } from './appsync/auth-modes';
import { evaluateResolverCode, type EvaluatedResolver, type ResolverError } from './appsync/resolver-evaluator';
import type { ResolverHandler } from './domain-handlers';
import { fieldSelection } from './selection-set';

/**
 * Who is asking and how: a verified Cognito caller, or (API key mode, the public routes' guests) no identity at
 * all; AppSync answers 401 before GraphQL otherwise. And the request's headers.
 */
export interface RequestScope {
  authMode: AuthMode;
  identity: AppSyncIdentityCognito | null;
  headers: Record<string, string>;
}

/** The scope of one execution: the caller, and errors resolvers appended while still answering. */
interface ExecutionScope extends RequestScope {
  appended: AppSyncError[];
}

/** Knobs for tests: a shorter function timeout proves the timeout answer without waiting 10 s. */
export interface ExecutorOptions {
  timeoutSecondsOf?: (domain: string) => number;
  requestTimeoutMs?: number;
}

/** A field's resolver ended with util.error: graphql-js nulls the field; the errors keep AppSync's shape. */
class ResolverFailed extends Error {
  constructor(readonly resolverErrors: ResolverError[]) {
    super(resolverErrors.at(-1)?.message ?? 'Resolver failed');
  }
}

function rootResolver(
  domain: string,
  handler: ResolverHandler,
  code: EvaluatedResolver,
  timeoutSeconds: number,
  modes: readonly AuthMode[],
): GraphQLFieldResolver<unknown, ExecutionScope> {
  return async (source, args, scope, info) => {
    // AppSync checks the field's auth mode before its resolver runs: no Lambda is invoked for a refused field.
    if (!modes.includes(scope.authMode)) throw new ResolverFailed([notAuthorized(info.parentType.name, info.fieldName)]);
    const ctx = {
      arguments: args,
      args,
      identity: scope.identity,
      source: (source ?? null) as Record<string, unknown> | null,
      request: { headers: scope.headers, domainName: null },
      info: {
        fieldName: info.fieldName,
        parentTypeName: info.parentType.name,
        variables: info.variableValues,
        ...fieldSelection(info.fieldNodes, info.fragments),
      },
      prev: null,
      stash: {},
    };
    const appendAll = (errors: ResolverError[]) => {
      // Nearly every call appends nothing: locate (a GraphQLError captures a stack) only when there is an error.
      if (errors.length === 0) return;
      const located = new GraphQLError('', { nodes: info.fieldNodes });
      const path = [info.path.key];
      for (const error of errors) scope.appended.push(resolverError(error, path, located.locations));
    };
    const started = code.start(ctx);
    if (started.failed) throw new ResolverFailed(started.errors);
    appendAll(started.errors);
    const outcome = await invokeLambda({ handler, functionName: `campus-forms-${domain}`, timeoutSeconds, payloadJson: started.payloadJson });
    const response = started.respond(outcome);
    if (response.failed) throw new ResolverFailed(response.errors);
    appendAll(response.errors);
    return response.value;
  };
}

/** Builds the schema AppSync would serve: the domain SDL, AppSync's scalars with AppSync's rules. */
function buildAppSyncSchema(): GraphQLSchema {
  const schema = buildASTSchema(concatAST([parse(readAwsSdl()), ...readDomainSdl().map(({ source }) => parse(source))]));
  installAwsScalars(schema);
  return schema;
}

/**
 * The local stand-in for AppSync: graphql@16 executing the same SDL with AppSync's scalars, its query limits
 * and request timeout, every root field resolved by the deployed APPSYNC_JS resolver code invoking its domain's
 * Lambda handler, with the function's own timeout and Lambda's payload limits; answers in AppSync's shape.
 */
export function createGraphqlExecutor(handlers: Map<string, ResolverHandler>, options: ExecutorOptions = {}) {
  const schema = buildAppSyncSchema();
  const code = evaluateResolverCode(lambdaResolverCode);
  const timeoutOf = options.timeoutSecondsOf ?? functionTimeoutSeconds;
  for (const { typeName, fieldName, domain } of rootFieldsOf(readDomainSdl())) {
    const handler = handlers.get(domain);
    if (!handler) throw new Error(`No handler for domain ${domain}`);
    const type = typeName === 'Query' ? schema.getQueryType() : schema.getMutationType();
    const field = type?.getFields()[fieldName];
    if (!field) throw new Error(`${typeName}.${fieldName} is not in the schema`);
    field.resolve = rootResolver(domain, handler, code, timeoutOf(domain), allowedModes(type, field));
  }

  // A client sends the same few operations again and again: parse and validate each text once.
  const validDocuments = new Map<string, DocumentNode>();
  const validated = (text: string, document: DocumentNode): readonly GraphQLError[] => {
    if (validDocuments.has(text)) return [];
    const errors = validate(schema, document);
    if (errors.length === 0) {
      if (validDocuments.size >= 500) validDocuments.delete(validDocuments.keys().next().value as string);
      validDocuments.set(text, document);
    }
    return errors;
  };
  const requestTimeoutMs = options.requestTimeoutMs ?? apiLimits.requestTimeoutSeconds * 1000;

  return async function executeRequest(body: unknown, scope: RequestScope): Promise<AppSyncAnswer> {
    const checked = checkRequest(body, validDocuments, validated);
    if ('answer' in checked) return checked.answer;
    const executionScope: ExecutionScope = { ...scope, appended: [] };
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), requestTimeoutMs);
    });
    const result = await Promise.race([
      execute({
        schema,
        document: checked.document,
        variableValues: checked.variables,
        operationName: checked.operationName,
        contextValue: executionScope,
      }),
      timedOut,
    ]).finally(() => clearTimeout(timer));
    if (result === 'timeout') {
      return { status: 200, body: { data: null, errors: [{ errorType: 'ExecutionTimeout', message: 'Execution timed out.' }] } };
    }
    const errors = [...(result.errors ?? []).flatMap(executionErrors), ...executionScope.appended];
    return {
      status: 200,
      body: { data: result.data ?? null, ...(errors.length > 0 ? { errors } : {}) },
    };
  };
}

export type GraphqlExecutor = ReturnType<typeof createGraphqlExecutor>;
