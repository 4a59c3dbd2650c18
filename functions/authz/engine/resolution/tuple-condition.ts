import { evaluateCondition } from '../conditions/evaluate-condition';
import type { AuthzModel } from '../model/model-types';
import { tupleKeyToString } from '../tuple-keys';
import type { TupleKey } from '../types';
import { failed, type Outcome } from './outcome';

/** Whether a tuple's condition holds for the request context: allowed, denied, or the failure as an outcome. */
export function tupleCondition(model: AuthzModel, key: TupleKey, context: Record<string, unknown> | undefined): Outcome {
  if (!key.condition?.name) return 'allowed';
  const condition = model.conditions.get(key.condition.name);
  if (!condition) return 'denied';
  try {
    return evaluateCondition(condition, tupleKeyToString(key), key.condition.context, context) ? 'allowed' : 'denied';
  } catch (error) {
    return failed(error);
  }
}
