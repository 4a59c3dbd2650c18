import { toCelValue } from '../conditions/condition-values';
import { authzError } from '../errors';
import type { AuthzModel, DirectType } from '../model/model-types';
import { parseObject, parseUser, tupleKeyToString, type ParsedUser } from '../tuple-keys';
import type { AuthzErrorCode, TupleKey } from '../types';

/** Why a tuple does not fit the model, with the code OpenFGA's Write reports. */
export interface TupleProblem {
  code: AuthzErrorCode;
  message: string;
}

function matchesUser(direct: DirectType, user: ParsedUser): boolean {
  if (direct.type !== user.type) return false;
  if (user.kind === 'wildcard') return direct.wildcard;
  if (user.kind === 'userset') return direct.relation === user.relation;
  return !direct.wildcard && !direct.relation;
}

/**
 * Whether a tuple fits the model: its object type and relation exist, and its user (with its condition,
 * or without one) is in the relation's type restriction. Undefined when it fits.
 */
export function tupleProblem(model: AuthzModel, key: TupleKey): TupleProblem | undefined {
  const label = tupleKeyToString(key);
  const object = parseObject(key.object);
  const user = parseUser(key.user);
  if (!object || !user) return { code: 'invalid_tuple', message: `invalid tuple '${label}': malformed object or user` };
  const type = model.types.get(object.type);
  if (!type) return { code: 'type_not_found', message: `type '${object.type}' not found` };
  const relation = type.relations.get(key.relation);
  if (!relation) return { code: 'relation_not_found', message: `relation '${object.type}#${key.relation}' not found` };
  const candidates = relation.directTypes.filter((direct) => matchesUser(direct, user));
  if (candidates.length === 0) {
    const reason = `type '${key.user}' is not an allowed type restriction for '${object.type}#${key.relation}'`;
    return { code: 'invalid_tuple', message: `invalid tuple '${label}': ${reason}` };
  }
  const condition = key.condition?.name || undefined;
  if (condition && !model.conditions.has(condition)) {
    return { code: 'condition_not_found', message: `condition '${condition}' not found` };
  }
  if (!candidates.some((direct) => direct.condition === condition)) {
    const reason = `condition '${condition ?? ''}' is not allowed for this user type`;
    return { code: 'invalid_tuple', message: `invalid tuple '${label}': ${reason}` };
  }
  return undefined;
}

/** Whether a stored tuple still fits the model; OpenFGA ignores those that do not, silently. */
export function fitsModel(model: AuthzModel, key: TupleKey): boolean {
  return tupleProblem(model, key) === undefined;
}

function contextProblem(model: AuthzModel, key: TupleKey): TupleProblem | undefined {
  const condition = key.condition && model.conditions.get(key.condition.name);
  if (!condition || !key.condition?.context) return undefined;
  for (const [name, value] of Object.entries(key.condition.context)) {
    const type = condition.parameters.get(name);
    if (!type) {
      return { code: 'invalid_condition_context', message: `undefined parameter '${name}' for condition '${condition.name}'` };
    }
    try {
      toCelValue(type, value);
    } catch (error) {
      const reason = (error as Error).message;
      return { code: 'invalid_condition_context', message: `parameter '${name}' of condition '${condition.name}': ${reason}` };
    }
  }
  return undefined;
}

/** Validates a tuple to be written (or used as a contextual tuple); throws AuthzError with OpenFGA's code. */
export function validateTupleForWrite(model: AuthzModel, key: TupleKey): void {
  const problem = tupleProblem(model, key) ?? contextProblem(model, key);
  if (problem) throw authzError(problem.code, problem.message);
}
