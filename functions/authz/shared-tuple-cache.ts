import { typeOf } from './engine/tuple-keys';
import type { Page, ReadFilter, ReadResult, StoredTuple, TupleKey, TupleStore } from './engine/types';

/** The longest a cached read may be served: the delay before a revocation made elsewhere takes effect. */
export const maxSharedTupleTtlMs = 5000;

/**
 * Types whose tuples many requests share: the organisation (global, tenant, campus, domain, program), roles
 * and their members, and template groups (their permissions and starters). Forms and their document roles
 * are not among them: a form's own tuples come from the form item (see form-access.ts).
 */
export const sharedTupleTypes: ReadonlySet<string> = new Set(['global', 'tenant', 'campus', 'domain', 'program', 'role', 'template_group']);

export interface SharedTupleCacheOptions {
  /** The clock, in milliseconds (injected so tests move it instead of sleeping). */
  now: () => number;
  /** How long a read is served from the cache; at most maxSharedTupleTtlMs. Default maxSharedTupleTtlMs. */
  ttlMs?: number;
  /** The most reads kept; the least recently used go first. Default 5000. */
  maxEntries?: number;
  /** Which object types are cached. Default sharedTupleTypes. */
  types?: ReadonlySet<string>;
}

interface Entry {
  expiresAt: number;
  tuples: Promise<StoredTuple[]>;
}

/**
 * A TupleStore in front of another that keeps, per process, the engine's two lookups of shared objects for a
 * few seconds: every request of a warm Lambda instance then reads the organisation, roles, memberships and
 * template permissions without asking DynamoDB. A write through this store drops what it changes at once;
 * a write by another process (another Lambda instance) is seen when the entry expires, after at most ttlMs.
 * Read (OpenFGA's Read API) and everything about other types go straight to the store.
 */
export class SharedTupleCache implements TupleStore {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly types: ReadonlySet<string>;
  /** Reads that went to the store, and reads served from the cache (for tests and benchmarks). */
  readonly stats = { misses: 0, hits: 0 };

  constructor(
    private readonly store: TupleStore,
    private readonly options: SharedTupleCacheOptions,
  ) {
    this.ttlMs = Math.min(options.ttlMs ?? maxSharedTupleTtlMs, maxSharedTupleTtlMs);
    this.maxEntries = options.maxEntries ?? 5000;
    this.types = options.types ?? sharedTupleTypes;
  }

  readUsersOf(object: string, relation: string): Promise<StoredTuple[]> {
    if (!this.types.has(typeOf(object))) return this.store.readUsersOf(object, relation);
    return this.remember(usersKey(object, relation), () => this.store.readUsersOf(object, relation));
  }

  readObjectsOf(user: string, objectType: string, relation: string): Promise<StoredTuple[]> {
    if (!this.types.has(objectType)) return this.store.readObjectsOf(user, objectType, relation);
    return this.remember(objectsKey(user, objectType, relation), () => this.store.readObjectsOf(user, objectType, relation));
  }

  read(filter: ReadFilter, page?: Page): Promise<ReadResult> {
    return this.store.read(filter, page);
  }

  /** Writes through, then forgets every read the change touches (also when the write failed half way). */
  async write(writes: TupleKey[], deletes: TupleKey[]): Promise<void> {
    try {
      await this.store.write(writes, deletes);
    } finally {
      for (const tuple of [...writes, ...deletes]) this.forget(tuple);
    }
  }

  /** Forgets everything (after a bulk removal that bypassed the engine, such as a test cleanup). */
  clear(): void {
    this.entries.clear();
  }

  private forget(tuple: TupleKey): void {
    this.entries.delete(usersKey(tuple.object, tuple.relation));
    this.entries.delete(objectsKey(tuple.user, typeOf(tuple.object), tuple.relation));
  }

  private remember(key: string, read: () => Promise<StoredTuple[]>): Promise<StoredTuple[]> {
    const now = this.options.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) {
      this.stats.hits += 1;
      // Re-inserting keeps the map in least-recently-used order.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.tuples;
    }
    this.stats.misses += 1;
    const entry: Entry = { expiresAt: now + this.ttlMs, tuples: read() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    // A failed read is not kept, so the next one asks the store again.
    entry.tuples.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    this.evictOverflow();
    return entry.tuples;
  }

  private evictOverflow(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) return;
      this.entries.delete(key);
    }
  }
}

const usersKey = (object: string, relation: string) => `users ${object} ${relation}`;
const objectsKey = (user: string, objectType: string, relation: string) => `objects ${user} ${objectType} ${relation}`;
