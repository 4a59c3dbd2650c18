import { createHash } from 'node:crypto';
import { compileCondition } from '../conditions/evaluate-condition';
import { checkModel } from './check-model';
import { indexModel } from './index-model';
import type { AuthzModel, ModelJson } from './model-types';

/**
 * A model from OpenFGA JSON (compiled from the DSL at build time, as stored or returned by an OpenFGA
 * server), indexed and checked. `dsl`, when known, names the model: its id is a hash of it.
 */
export function loadModelJson(json: ModelJson, dsl = ''): AuthzModel {
  const { types, conditions } = indexModel(json);
  checkModel(types, conditions);
  for (const condition of conditions.values()) compileCondition(condition);
  const id = createHash('sha256').update(dsl || JSON.stringify(json)).digest('hex').slice(0, 26);
  return { id, dsl, json, types, conditions };
}
