import { currentRequestContext, type RequestContext } from '../shared/request-context';
import type { Page, ReadFilter, ReadResult, StoredTuple, TupleKey, TupleStore } from './engine/types';

/** How often a cache answered from memory and how often it asked the store underneath. */
export interface TupleCacheStats {
  hits: number;
  misses: number;
}

/**
 * A TupleStore that asks the store underneath each distinct readUsersOf / readObjectsOf question once:
 * concurrent askers share the one request in flight, later askers get the remembered answer. A write (even
 * a failed one, which may have been partly applied and undone) forgets everything. A failed read is not
 * remembered. Read (paged, for tooling) goes straight through. Meant to live as long as one GraphQL
 * request: tuples written by other requests meanwhile are not seen, as within one OpenFGA resolution.
 */
export class CachedTupleStore implements TupleStore {
  private answers = new Map<string, Promise<StoredTuple[]>>();
  readonly stats: TupleCacheStats = { hits: 0, misses: 0 };

  constructor(private readonly inner: TupleStore) {}

  readUsersOf(object: string, relation: string): Promise<StoredTuple[]> {
    return this.remember(JSON.stringify(['users', object, relation]), () => this.inner.readUsersOf(object, relation));
  }

  readObjectsOf(user: string, objectType: string, relation: string): Promise<StoredTuple[]> {
    return this.remember(JSON.stringify(['objects', user, objectType, relation]), () =>
      this.inner.readObjectsOf(user, objectType, relation),
    );
  }

  read(filter: ReadFilter, page?: Page): Promise<ReadResult> {
    return this.inner.read(filter, page);
  }

  async write(writes: TupleKey[], deletes: TupleKey[]): Promise<void> {
    try {
      await this.inner.write(writes, deletes);
    } finally {
      this.forget();
    }
  }

  /** Drops every remembered answer (reads in flight finish into the old map and are not kept). */
  forget(): void {
    this.answers = new Map();
  }

  private async remember(key: string, ask: () => Promise<StoredTuple[]>): Promise<StoredTuple[]> {
    const answers = this.answers;
    let answer = answers.get(key);
    if (answer) {
      this.stats.hits += 1;
    } else {
      this.stats.misses += 1;
      answer = ask();
      answers.set(key, answer);
      answer.catch(() => {
        if (answers.get(key) === answer) answers.delete(key);
      });
    }
    // A copy, so a caller sorting or trimming its answer cannot change what the next caller gets.
    return [...(await answer)];
  }
}

/**
 * A TupleStore whose cache lives exactly as long as the GraphQL request being served (the request context
 * of functions/shared/request-context.ts): each request gets its own CachedTupleStore over `inner`, and
 * code running outside a request (seeding, scripts) reads `inner` directly.
 */
export function requestScopedTupleStore(inner: TupleStore): TupleStore & { current(): TupleStore } {
  const perRequest = new WeakMap<RequestContext, CachedTupleStore>();
  const current = (): TupleStore => {
    const context = currentRequestContext();
    if (!context) return inner;
    let cached = perRequest.get(context);
    if (!cached) {
      cached = new CachedTupleStore(inner);
      perRequest.set(context, cached);
    }
    return cached;
  };
  return {
    current,
    readUsersOf: (object, relation) => current().readUsersOf(object, relation),
    readObjectsOf: (user, objectType, relation) => current().readObjectsOf(user, objectType, relation),
    read: (filter, page) => current().read(filter, page),
    write: (writes, deletes) => current().write(writes, deletes),
  };
}
