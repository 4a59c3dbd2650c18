import { GraphQLError, type DocumentNode } from 'graphql';
import { apiLimits } from '../../../schema/src/graphql/api-limits';
import { operationOf, operationShape } from '../../../schema/src/graphql/operation-shape';
import { requestError, validationError, type AppSyncAnswer } from './appsync-errors';
import { parseWithinLimits } from './parse-limits';

/** A request ready to execute: its document (parsed, within the limits, valid), variables and operation. */
export interface CheckedRequest {
  document: DocumentNode;
  variables: Record<string, unknown> | undefined;
  operationName: string | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const malformed = (message: string) => requestError(400, 'MalformedHttpRequestException', message);
const invalid = (errors: ReturnType<typeof validationError>[]): { answer: AppSyncAnswer } => ({
  answer: { status: 200, body: { data: null, errors } },
});

/**
 * Everything AppSync checks before a resolver runs, in its order: the body's shape (query a string,
 * variables an object, operationName a string), the query's syntax within the parser's limits, the operation to
 * run, the query depth and resolver count limits, then validation against the schema. The limits are measured before validation so that
 * a hostile document is refused at the cost of one walk.
 */
export function checkRequest(
  body: unknown,
  knownDocuments: ReadonlyMap<string, DocumentNode>,
  validated: (text: string, document: DocumentNode) => readonly GraphQLError[],
): CheckedRequest | { answer: AppSyncAnswer } {
  if (!isRecord(body) || typeof body.query !== 'string') return { answer: malformed('The request body must be a JSON object with a query string.') };
  const { query, variables, operationName } = body;
  if (variables !== undefined && variables !== null && !isRecord(variables)) return { answer: malformed('variables must be a JSON object.') };
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return { answer: malformed('operationName must be a string.') };
  }

  let document = knownDocuments.get(query);
  if (!document) {
    try {
      document = parseWithinLimits(query);
    } catch (error) {
      const syntax = error as GraphQLError;
      return invalid([validationError(syntax.message, syntax.locations)]);
    }
  }
  const operation = operationOf(document, operationName);
  if (!operation) {
    const message = operationName ? `Unknown operation named '${operationName}'.` : 'An operationName is required when the query holds several operations.';
    return invalid([validationError(message)]);
  }
  const shape = operationShape(document, operation);
  // Only a refused operation needs its location (a GraphQLError captures a stack: too dear for every request).
  const where = () => new GraphQLError('', { nodes: [operation] }).locations;
  if (shape.depth > apiLimits.queryDepthLimit) {
    return invalid([validationError(`Query depth limit of ${apiLimits.queryDepthLimit} exceeded: the operation is ${shape.depth} levels deep.`, where())]);
  }
  if (shape.resolverCount > apiLimits.resolverCountLimit) {
    return invalid([validationError(`Resolver count limit of ${apiLimits.resolverCountLimit} exceeded: the operation invokes ${shape.resolverCount} resolvers.`, where())]);
  }
  const errors = validated(query, document);
  if (errors.length > 0) return invalid(errors.map((error) => validationError(error.message, error.locations)));
  return { document, variables: (variables ?? undefined) as Record<string, unknown> | undefined, operationName: operationName ?? undefined };
}
