import { isCelError, parse, plan, type CelInput, type CelResult } from '@bufbuild/cel';
import { authzError } from '../errors';
import type { ConditionDef } from '../model/model-types';
import { conditionEnv } from './cel-env';
import { toCelValue } from './condition-values';

type Program = (bindings: Record<string, CelInput>) => CelResult;

const programs = new WeakMap<ConditionDef, Program>();

/**
 * Parses and plans a condition's CEL expression once (programs are cached per condition definition).
 * A malformed expression makes the model invalid, as OpenFGA rejects it when the model is written.
 */
export function compileCondition(condition: ConditionDef): Program {
  const cached = programs.get(condition);
  if (cached) return cached;
  let program: Program;
  try {
    program = plan(conditionEnv, parse(condition.expression)) as Program;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw authzError('invalid_authorization_model', `condition ${condition.name}: ${reason}`);
  }
  programs.set(condition, program);
  return program;
}

function failure(condition: ConditionDef, tuple: string, reason: string) {
  const message = `failed to evaluate relationship condition '${condition.name}' on tuple '${tuple}': ${reason}`;
  return authzError('validation_error', message);
}

function bind(condition: ConditionDef, merged: Record<string, unknown>, tuple: string): Record<string, CelInput> {
  const missing = [...condition.parameters.keys()].filter((name) => merged[name] === undefined);
  // OpenFGA errors whenever a declared parameter is absent, even if the expression would short-circuit.
  if (missing.length > 0) throw failure(condition, tuple, `missing context parameters [${missing.join(' ')}]`);
  const bindings: Record<string, CelInput> = {};
  for (const [name, type] of condition.parameters) {
    try {
      bindings[name] = toCelValue(type, merged[name]);
    } catch (error) {
      throw failure(condition, tuple, `failed to convert context parameter '${name}': ${(error as Error).message}`);
    }
  }
  return bindings;
}

/**
 * Whether a tuple's condition holds. The request context is merged under the tuple's own context: a value
 * stored with the tuple cannot be overridden by the caller (OpenFGA's rule). Missing parameters, values
 * of the wrong type and evaluation errors throw AuthzError 'validation_error' (OpenFGA's 2000).
 */
export function evaluateCondition(
  condition: ConditionDef,
  tuple: string,
  tupleContext: Record<string, unknown> | undefined,
  requestContext: Record<string, unknown> | undefined,
): boolean {
  const merged = { ...requestContext, ...tupleContext };
  const result = compileCondition(condition)(bind(condition, merged, tuple));
  if (isCelError(result)) throw failure(condition, tuple, result.message);
  if (typeof result !== 'boolean') throw failure(condition, tuple, 'the expression did not evaluate to a bool');
  return result;
}
