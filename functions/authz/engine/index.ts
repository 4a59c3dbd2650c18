/**
 * The embedded authorization engine: OpenFGA's model, Check, BatchCheck, Expand, Read, Write, ListObjects and
 * ListUsers over a TupleStore. Load the model once (`loadModelJson`; the DSL is compiled at build time by
 * model/load-model-dsl.ts), create an engine per request.
 */
export { AuthzEngine, createAuthzEngine, type AuthzEngineOptions, type BatchCheckResult, type EngineStats } from './engine';
export { authzError } from './errors';
export type { ConditionTrace, ExplainLimits, Explanation, ProofKind, ProofNode } from './explain/proof';
export { MemoryTupleStore, type Clock } from './memory-tuple-store';
export { loadModelJson } from './model/load-model';
export type { AuthzModel, ModelJson } from './model/model-types';
export { maxResolutionDepth } from './resolution/check-resolver';
export { maxTuplesPerWrite } from './write-tuples';
export * from './types';
