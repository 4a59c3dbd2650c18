import type { AuthzModel } from '../model/model-types';
import { typeOf } from '../tuple-keys';
import type { StoredTuple, TupleKey, TupleStore } from '../types';
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

/**
 * What resolution reads: stored tuples that still fit the model (OpenFGA ignores the others silently)
 * plus the request's contextual tuples, which were validated up front.
 */
export class TupleReader {
  private readonly fits = new WeakMap<TupleKey, boolean>();

  constructor(
    private readonly model: AuthzModel,
    private readonly cache: StoreCache,
    private readonly contextual: TupleKey[],
  ) {}

  async usersOf(object: string, relation: string): Promise<TupleKey[]> {
    const stored = await this.cache.usersOf(object, relation);
    const extra = this.contextual.filter((key) => key.object === object && key.relation === relation);
    return [...this.valid(stored), ...extra];
  }

  async objectsOf(user: string, objectType: string, relation: string): Promise<TupleKey[]> {
    const stored = await this.cache.objectsOf(user, objectType, relation);
    const extra = this.contextual.filter(
      (key) => key.user === user && key.relation === relation && typeOf(key.object) === objectType,
    );
    return [...this.valid(stored), ...extra];
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
