import { errors as fgaErrors, transformer, validator } from '@openfga/syntax-transformer';
import { authzError } from '../errors';
import { loadModelJson } from './load-model';
import type { AuthzModel, ModelJson } from './model-types';

function describe(error: unknown): string {
  if (error instanceof fgaErrors.DSLSyntaxError || error instanceof fgaErrors.ModelValidationError) {
    return error.errors.map((single) => single.msg ?? single.message).join('; ');
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs the upstream validator, tolerating its known crash: it throws a TypeError (not a validation error)
 * on a tuple-to-userset over a conditioned tupleset, a model OpenFGA accepts. Such a model still goes
 * through the engine's own structural checks.
 */
function validateDsl(dsl: string): void {
  try {
    validator.validateDSL(dsl);
  } catch (error) {
    if (error instanceof fgaErrors.ModelValidationError || error instanceof fgaErrors.DSLSyntaxError) {
      throw authzError('invalid_authorization_model', describe(error));
    }
    if (!(error instanceof TypeError)) throw error;
  }
}

function toJson(dsl: string): ModelJson {
  try {
    return transformer.transformDSLToJSONObject(dsl) as unknown as ModelJson;
  } catch (error) {
    throw authzError('invalid_authorization_model', describe(error));
  }
}

/**
 * Loads a model written in OpenFGA's DSL: DSL to JSON with @openfga/syntax-transformer, validated, indexed.
 * Invalid models throw AuthzError 'invalid_authorization_model'. For build time (codegen compiles the
 * product's model to JSON), tests and scripts: no function imports it, so no bundle carries the DSL parser.
 */
export function loadModel(dsl: string): AuthzModel {
  const json = toJson(dsl);
  validateDsl(dsl);
  return loadModelJson(json, dsl);
}
