import { evaluateCondition } from '../conditions/evaluate-condition';
import type { AuthzModel } from '../model/model-types';
import { tupleKeyToString } from '../tuple-keys';
import type { TupleKey } from '../types';
import { proofNode, type ConditionTrace, type ProofNode } from './proof';

const shown = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${value === undefined ? '(missing)' : JSON.stringify(value)}`)
    .join(', ');

/** The parameters a condition sees: the tuple's stored values win over the request's, as in evaluation. */
function parameterValues(parameters: Iterable<string>, key: TupleKey, context: Record<string, unknown> | undefined) {
  const merged = { ...context, ...key.condition?.context };
  return Object.fromEntries([...parameters].map((name) => [name, merged[name]]));
}

/**
 * The condition of a tuple evaluated for the explanation, as a node: met (cost 0) or not met, unknown or
 * failing (cost 1: one condition to meet; Infinity when the model lacks it). Undefined for a tuple
 * without a condition.
 */
export function traceCondition(model: AuthzModel, key: TupleKey, context: Record<string, unknown> | undefined): ProofNode | undefined {
  const name = key.condition?.name;
  if (!name) return undefined;
  const definition = model.conditions.get(name);
  if (!definition) {
    const trace: ConditionTrace = { name, expression: '', met: false, values: {}, error: 'the model has no such condition' };
    return proofNode('condition', Infinity, `condition ${name} is not in the model, so the tuple never applies`, [], { condition: trace });
  }
  const values = parameterValues(definition.parameters.keys(), key, context);
  const trace: ConditionTrace = { name, expression: definition.expression, met: false, values };
  try {
    trace.met = evaluateCondition(definition, tupleKeyToString(key), key.condition?.context, context);
  } catch (error) {
    trace.error = error instanceof Error ? error.message : String(error);
    return proofNode('condition', 1, `condition ${name} (${definition.expression}) could not be evaluated: ${trace.error}`, [], { condition: trace });
  }
  const verdict = trace.met ? 'met' : 'not met';
  return proofNode('condition', trace.met ? 0 : 1, `condition ${name} (${definition.expression}) ${verdict} with ${shown(values)}`, [], {
    condition: trace,
  });
}
