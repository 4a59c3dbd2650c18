import type { CheckRequest, ListObjectsRequest, ListUsersRequest } from '../../authorization-service';
import { authzError } from '../errors';
import type { AuthzModel } from '../model/model-types';
import { parseObject, parseUser, tupleKeyToString } from '../tuple-keys';
import type { ObjectFacts, TupleKey } from '../types';
import { tupleProblem } from './tuple-validation';

/** OpenFGA caps contextual tuples per request. */
export const maxContextualTuples = 100;

const invalid = (message: string) => authzError('validation_error', message);

function userProblem(model: AuthzModel, user: string): string | undefined {
  const parsed = parseUser(user);
  if (!parsed) return `invalid 'user' field format '${user}'`;
  const type = model.types.get(parsed.type);
  if (!type) return `type '${parsed.type}' of user '${user}' not found`;
  if (parsed.kind === 'userset' && !type.relations.has(parsed.relation)) return `relation '${parsed.type}#${parsed.relation}' not found`;
  return undefined;
}

/**
 * Contextual tuples must be valid tuples for the model (OpenFGA: invalid_tuple, 2027), at most 100. Unlike
 * stored tuples, an invalid contextual tuple is an error rather than ignored. Duplicates are allowed (and
 * used once), as OpenFGA ignores them.
 */
export function validateContextualTuples(model: AuthzModel, tuples: TupleKey[] = []): void {
  if (tuples.length > maxContextualTuples) throw invalid(`at most ${maxContextualTuples} contextual tuples are allowed`);
  for (const tuple of tuples) {
    const problem = tupleProblem(model, tuple);
    if (problem) throw authzError('invalid_tuple', `invalid contextual tuple '${tupleKeyToString(tuple)}': ${problem.message}`);
  }
}

/**
 * Facts must name relations the object's type has, and hold only valid tuples of those relations of that object
 * (invalid_tuple otherwise): they replace the store's answer, so a wrong one must fail, not pass silently.
 */
export function validateFacts(model: AuthzModel, facts: ObjectFacts[] = []): void {
  for (const fact of facts) {
    const object = parseObject(fact.object);
    const type = object && model.types.get(object.type);
    if (!type) throw invalid(`invalid facts object '${fact.object}'`);
    const unknown = fact.relations.find((relation) => !type.relations.has(relation));
    if (unknown) throw invalid(`relation '${object.type}#${unknown}' not found`);
    for (const tuple of fact.tuples) {
      const problem = tuple.object === fact.object && fact.relations.includes(tuple.relation) ? tupleProblem(model, tuple) : { message: 'not a tuple of the facts\' object and relations' };
      if (problem) throw authzError('invalid_tuple', `invalid fact '${tupleKeyToString(tuple)}': ${problem.message}`);
    }
  }
}

/** Check validates everything as validation_error (2000), as OpenFGA's Check does. */
export function validateCheckRequest(model: AuthzModel, request: CheckRequest): void {
  const object = parseObject(request.object);
  if (!object) throw invalid(`invalid 'object' field format '${request.object}'`);
  const type = model.types.get(object.type);
  if (!type) throw invalid(`type '${object.type}' not found`);
  if (!type.relations.has(request.relation)) throw invalid(`relation '${object.type}#${request.relation}' not found`);
  const problem = userProblem(model, request.user);
  if (problem) throw invalid(problem);
  validateContextualTuples(model, request.contextualTuples);
  validateFacts(model, request.facts);
}

function requireRelation(model: AuthzModel, typeName: string, relation: string | undefined): void {
  const type = model.types.get(typeName);
  if (!type) throw authzError('type_not_found', `type '${typeName}' not found`);
  if (relation !== undefined && !type.relations.has(relation)) {
    throw authzError('relation_not_found', `relation '${typeName}#${relation}' not found`);
  }
}

/** ListObjects: unknown type 2021, unknown relation 2022, malformed or unknown user 2000. */
export function validateListObjectsRequest(model: AuthzModel, request: ListObjectsRequest): void {
  requireRelation(model, request.type, request.relation);
  const problem = userProblem(model, request.user);
  if (problem) throw invalid(problem);
  validateContextualTuples(model, request.contextualTuples);
}

/** ListUsers: unknown object type or filter type 2021, unknown relation or filter relation 2022. */
export function validateListUsersRequest(model: AuthzModel, request: ListUsersRequest): void {
  const object = parseObject(request.object);
  if (!object) throw invalid(`invalid 'object' field format '${request.object}'`);
  requireRelation(model, object.type, request.relation);
  if (request.userFilters.length === 0) throw invalid('at least one user filter is required');
  for (const filter of request.userFilters) requireRelation(model, filter.type, filter.relation || undefined);
  validateContextualTuples(model, request.contextualTuples);
}
