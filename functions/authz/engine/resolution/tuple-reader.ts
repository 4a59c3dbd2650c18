import type { AuthzModel } from '../model/model-types';
import { typeOf } from '../tuple-keys';
import type { ObjectFacts, StoredTuple, TupleKey, TupleStore } from '../types';
import { fitsModel } from '../validation/tuple-validation';

/**
 * The store's two lookups, each asked at most once per engine instance (a request): the promise is kept,
 * so concurrent and repeated questions share one store call. Cleared when the engine writes.
 */
export class StoreCache {
  private readonly entries = new Map<string, Promise<StoredTuple[]>>();
  /** Store calls made so far (for tests and benchmarks). */
  calls = 0;

  constructor(private readonly store: TupleStore) {}

  usersOf(object: string, relation: string): Promise<StoredTuple[]> {
    return this.remember(`users ${object} ${relation}`, () => this.store.readUsersOf(object, relation));
  }

  objectsOf(user: string, objectType: string, relation: string): Promise<StoredTuple[]> {
    return this.remember(`objects ${user} ${objectType} ${relation}`, () => this.store.readObjectsOf(user, objectType, relation));
  }

  clear(): void {
    this.entries.clear();
  }

  private remember(key: string, read: () => Promise<StoredTuple[]>): Promise<StoredTuple[]> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    this.calls += 1;
    const pending = read();
    this.entries.set(key, pending);
    // A failed read is not remembered, so a retry asks the store again.
    pending.catch(() => this.entries.delete(key));
    return pending;
  }
}

const factKey = (object: string, relation: string) => `${object} ${relation}`;

/** The facts' tuples by object and relation: a covered relation without tuples maps to an empty list. */
export function indexFacts(facts: ObjectFacts[]): Map<string, TupleKey[]> {
  const index = new Map<string, TupleKey[]>();
  for (const fact of facts) {
    for (const relation of fact.relations) {
      index.set(factKey(fact.object, relation), fact.tuples.filter((tuple) => tuple.relation === relation));
    }
  }
  return index;
}

/**
 * What resolution reads: stored tuples that still fit the model (OpenFGA ignores the others silently)
 * plus the request's contextual tuples, which were validated up front. A relation the request's facts cover
 * is read from the facts alone (they were validated too): the store is not asked.
 */
export class TupleReader {
  private readonly fits = new WeakMap<TupleKey, boolean>();

  constructor(
    private readonly model: AuthzModel,
    private readonly cache: StoreCache,
    private readonly contextual: TupleKey[],
    private readonly facts: Map<string, TupleKey[]> = new Map(),
  ) {}

  async usersOf(object: string, relation: string): Promise<TupleKey[]> {
    const known = this.facts.get(factKey(object, relation));
    const stored = known ? undefined : await this.cache.usersOf(object, relation);
    const extra = this.contextual.filter((key) => key.object === object && key.relation === relation);
    return stored ? [...this.valid(stored), ...extra] : [...(known ?? []), ...extra];
  }

  async objectsOf(user: string, objectType: string, relation: string): Promise<TupleKey[]> {
    const stored = await this.cache.objectsOf(user, objectType, relation);
    const matches = (key: TupleKey) => key.user === user && key.relation === relation && typeOf(key.object) === objectType;
    const known = [...this.facts.values()].flatMap((tuples) => tuples.filter(matches));
    // Where facts cover an object's relation, they replace what the store holds for it.
    const unknown = this.valid(stored).filter((key) => !this.facts.has(factKey(key.object, key.relation)));
    return [...unknown, ...known, ...this.contextual.filter(matches)];
  }

  private valid(tuples: StoredTuple[]): TupleKey[] {
    return tuples.map((tuple) => tuple.key).filter((key) => {
      let fits = this.fits.get(key);
      if (fits === undefined) {
        fits = fitsModel(this.model, key);
        this.fits.set(key, fits);
      }
      return fits;
    });
  }
}
