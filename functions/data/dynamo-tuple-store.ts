import {
  AuthzError,
  type Page,
  type ReadFilter,
  type ReadResult,
  type StoredTuple,
  type TupleKey,
  type TupleStore,
} from '../authz/engine/types';
import {
  storedTupleOf,
  tupleEntity,
  tupleObjectPartition,
  tupleObjectSortKey,
  tupleRelationSortKey,
  tupleUserPartition,
} from './entities/authz';
import type { DynamoItem } from './entity';
import { scanItems } from './item-operations';
import { cursorAfter, queryItems, queryRecords, type QueryOptions } from './store';
import { decodeToken, encodeToken, filterFingerprint, planRead, type ReadPlan } from './tuple-read-plan';
import { applyTupleWrite, type TupleWriteOptions } from './tuple-writes';

export const defaultReadPageSize = 50;
export const maxReadPageSize = 100;
// Items a filtered Query or Scan reads per request: the filter may drop most of them.
const filteredReadLimit = 500;

export interface DynamoTupleStoreOptions extends TupleWriteOptions {
  /**
   * Reads of the table (the object side: Check's path, and Read) strongly consistent, so a check sees a
   * grant written just before. Default true. The user side (gsi2: ListObjects) cannot be: see data-model.md.
   */
  consistentReads?: boolean;
}

const invalid = (message: string) => new AuthzError('validation_error', message, 2000);
const objectPattern = /^[^\s:#@]+:[^\s:#]+$/;
const namePattern = /^[^\s:#@]+$/;

/** The engine's tuples in the one DynamoDB table (entity Tuple): each lookup is one Query, paged to the end. */
export class DynamoTupleStore implements TupleStore {
  constructor(private readonly options: DynamoTupleStoreOptions = {}) {}

  private get consistent() {
    return this.options.consistentReads ?? true;
  }

  async readUsersOf(object: string, relation: string): Promise<StoredTuple[]> {
    // No stored tuple has a malformed part (writes refuse them), and such a part could turn the prefix into
    // another tuple's key: answer none without asking.
    if (!objectPattern.test(object) || !namePattern.test(relation)) return [];
    return this.all({
      pk: tupleObjectPartition(object),
      skBeginsWith: tupleRelationSortKey(relation),
      consistent: this.consistent,
    });
  }

  async readObjectsOf(user: string, objectType: string, relation: string): Promise<StoredTuple[]> {
    if (!user || !namePattern.test(objectType) || !namePattern.test(relation)) return [];
    return this.all({ index: 'gsi2', pk: tupleUserPartition(user), skBeginsWith: tupleObjectSortKey(objectType, relation) });
  }

  async read(filter: ReadFilter, page: Page = {}): Promise<ReadResult> {
    const pageSize = page.pageSize ?? defaultReadPageSize;
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > maxReadPageSize) {
      throw invalid(`invalid page size ${pageSize}: it must be between 1 and ${maxReadPageSize}`);
    }
    const plan = planRead(filter);
    const fingerprint = filterFingerprint(filter);
    let cursor = page.continuationToken ? decodeToken(page.continuationToken, plan, fingerprint) : undefined;
    const kept: DynamoItem[] = [];
    let next: string | undefined;
    do {
      const room = pageSize - kept.length;
      const result = await this.readPage(plan, plan.filter ? filteredReadLimit : room, cursor);
      const tuples = result.items.filter((item) => item.entity === tupleEntity.name);
      kept.push(...tuples.slice(0, room));
      // A filtered page can bring more than fits: resume just after the last tuple kept.
      next = tuples.length > room ? cursorAfter(kept.at(-1) as DynamoItem, plan.kind === 'query' ? plan.index : undefined) : result.cursor;
      cursor = next;
    } while (next && kept.length < pageSize);
    const tuples = kept.map((item) => storedTupleOf(tupleEntity.fromItem(item)));
    return next ? { tuples, continuationToken: encodeToken(next, fingerprint) } : { tuples };
  }

  /** Applies deletes then writes, all-or-nothing as far as single-item writes allow (see applyTupleWrite). */
  async write(writes: TupleKey[], deletes: TupleKey[]): Promise<void> {
    await applyTupleWrite(writes, deletes, this.options);
  }

  private readPage(plan: ReadPlan, limit: number, cursor: string | undefined) {
    if (plan.kind === 'scan') return scanItems({ filter: plan.filter, limit, consistent: this.consistent, cursor });
    const { kind: _kind, ...query } = plan;
    return queryItems({ ...query, limit, consistent: !plan.index && this.consistent, cursor });
  }

  private async all(options: QueryOptions): Promise<StoredTuple[]> {
    const tuples: StoredTuple[] = [];
    let cursor: string | undefined;
    do {
      const page = await queryRecords(tupleEntity, { ...options, cursor });
      tuples.push(...page.items.map(storedTupleOf));
      cursor = page.cursor;
    } while (cursor);
    return tuples;
  }
}
