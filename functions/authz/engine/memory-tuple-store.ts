import { authzError } from './errors';
import { tupleKeyToString, typeOf } from './tuple-keys';
import type { Page, ReadFilter, ReadResult, StoredTuple, TupleKey, TupleStore } from './types';

/** Where the store's time comes from (tests pass a fixed clock). */
export type Clock = () => Date;

function add(index: Map<string, Set<string>>, key: string, id: string) {
  const ids = index.get(key) ?? new Set<string>();
  ids.add(id);
  index.set(key, ids);
}

function matches(filter: ReadFilter, key: TupleKey): boolean {
  if (filter.user && filter.user !== key.user) return false;
  if (filter.relation && filter.relation !== key.relation) return false;
  if (!filter.object) return true;
  // `document:` (a bare type) matches every object of the type, as in OpenFGA's Read.
  return filter.object.endsWith(':') ? typeOf(key.object) === filter.object.slice(0, -1) : filter.object === key.object;
}

function decodeToken(token: string | undefined): number {
  if (!token) return 0;
  const offset = Number(Buffer.from(token, 'base64url').toString('utf8'));
  if (!Number.isInteger(offset) || offset < 0) throw authzError('invalid_continuation_token', 'invalid continuation token');
  return offset;
}

/**
 * A TupleStore in memory, for tests, the store-file runner and benchmarks. Indexed like the DynamoDB
 * table: by object and relation, and by user, object type and relation.
 */
export class MemoryTupleStore implements TupleStore {
  private readonly tuples = new Map<string, StoredTuple>();
  private readonly byObject = new Map<string, Set<string>>();
  private readonly byUser = new Map<string, Set<string>>();

  constructor(private readonly clock: Clock = () => new Date()) {}

  async readUsersOf(object: string, relation: string): Promise<StoredTuple[]> {
    return this.lookup(this.byObject, `${object}#${relation}`);
  }

  async readObjectsOf(user: string, objectType: string, relation: string): Promise<StoredTuple[]> {
    return this.lookup(this.byUser, `${user}|${objectType}|${relation}`);
  }

  async read(filter: ReadFilter, page: Page = {}): Promise<ReadResult> {
    const all = [...this.tuples.values()].filter((tuple) => matches(filter, tuple.key));
    const offset = decodeToken(page.continuationToken);
    const size = page.pageSize ?? 50;
    const tuples = all.slice(offset, offset + size);
    const next = offset + size < all.length ? Buffer.from(String(offset + size)).toString('base64url') : undefined;
    return next ? { tuples, continuationToken: next } : { tuples };
  }

  async write(writes: TupleKey[], deletes: TupleKey[]): Promise<void> {
    for (const key of deletes) this.remove(key);
    const timestamp = this.clock().toISOString();
    for (const key of writes) this.insert({ key: structuredClone(key), timestamp });
  }

  /** Loads tuples as they are, unvalidated: the runner uses it for stale tuples of earlier models. */
  load(tuples: TupleKey[]): void {
    const timestamp = this.clock().toISOString();
    for (const key of tuples) this.insert({ key: structuredClone(key), timestamp });
  }

  /** How many tuples are stored. */
  get size(): number {
    return this.tuples.size;
  }

  private lookup(index: Map<string, Set<string>>, key: string): StoredTuple[] {
    return [...(index.get(key) ?? [])].flatMap((id) => this.tuples.get(id) ?? []);
  }

  private insert(tuple: StoredTuple) {
    const id = tupleKeyToString(tuple.key);
    this.tuples.set(id, tuple);
    add(this.byObject, `${tuple.key.object}#${tuple.key.relation}`, id);
    add(this.byUser, `${tuple.key.user}|${typeOf(tuple.key.object)}|${tuple.key.relation}`, id);
  }

  private remove(key: TupleKey) {
    const id = tupleKeyToString(key);
    this.tuples.delete(id);
    this.byObject.get(`${key.object}#${key.relation}`)?.delete(id);
    this.byUser.get(`${key.user}|${typeOf(key.object)}|${key.relation}`)?.delete(id);
  }
}
