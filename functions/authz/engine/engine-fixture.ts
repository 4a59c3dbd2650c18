import { createAuthzEngine, type AuthzEngine } from './engine';
import { MemoryTupleStore } from './memory-tuple-store';
import { loadModel } from './model/load-model-dsl';
import type { AuthzModel } from './model/model-types';
import type { TupleKey } from './types';

/** A model and a store holding `tuples` (loaded unvalidated), for tests of the engine. */
export interface EngineFixture {
  model: AuthzModel;
  store: MemoryTupleStore;
  /** A fresh engine (a new request) over the fixture's store. */
  engine(): AuthzEngine;
}

/** `document:1#viewer@user:anne` style shorthand to a tuple key. */
export function tuple(text: string, condition?: TupleKey['condition']): TupleKey {
  const [objectRelation = '', user = ''] = text.split('@');
  const [object = '', relation = ''] = objectRelation.split('#');
  return condition ? { user, relation, object, condition } : { user, relation, object };
}

/** Builds a fixture from model DSL and tuple shorthands. */
export function engineFixture(dsl: string, tuples: Array<string | TupleKey> = []): EngineFixture {
  const model = loadModel(dsl);
  const store = new MemoryTupleStore(() => new Date('2024-01-01T00:00:00.000Z'));
  store.load(tuples.map((item) => (typeof item === 'string' ? tuple(item) : item)));
  return { model, store, engine: () => createAuthzEngine(model, store) };
}
