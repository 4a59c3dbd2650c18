import { randomUUID } from 'node:crypto';
import { AuthzError, type TupleKey } from '../authz/engine/types';
import { tupleEntity, tupleKeyProblem, tupleRecordOf, type TupleRecord } from './entities/authz';
import type { DynamoItem } from './entity';
import { deleteItem, restoreItem } from './item-operations';
import { ConditionFailed, putRecord } from './store';

/** OpenFGA's default limit of tuples (writes and deletes together) in one Write call. */
export const maxTuplesPerWrite = 100;

export interface TupleWriteOptions {
  /** The clock stamping the tuples' timestamp. */
  now?: () => Date;
  /** DynamoDB requests in flight at once while applying (and while undoing). */
  concurrency?: number;
  /** Told about every change that could not be undone after a failure (for the logs). */
  onUndoFailure?: (error: unknown, what: string) => void;
}

/** A tuple as OpenFGA names it in its errors. */
export const describeTuple = (t: TupleKey) => `user: '${t.user}', relation: '${t.relation}', object: '${t.object}'`;

const invalidWriteInput = 'tuple to be written already existed or the tuple to be deleted did not exist';
const keyOf = (t: TupleKey) => tupleEntity.key(t as TupleRecord);

function validateBatch(writes: TupleKey[], deletes: TupleKey[]) {
  if (writes.length + deletes.length > maxTuplesPerWrite) {
    throw new AuthzError(
      'exceeded_entity_limit',
      `The number of write operations exceeds the allowed limit of ${maxTuplesPerWrite}`,
      2053,
    );
  }
  const seen = new Set<string>();
  for (const tuple of [...deletes, ...writes]) {
    const text = `${tuple.object}#${tuple.relation}@${tuple.user}`;
    const problem = tupleKeyProblem(tuple);
    if (problem) throw new AuthzError('invalid_tuple', `Invalid tuple '${text}'. Reason: ${problem}`, 2027);
    if (seen.has(text)) {
      throw new AuthzError('cannot_allow_duplicate_tuples_in_one_request', `duplicate tuple in write: ${describeTuple(tuple)}`, 2004);
    }
    seen.add(text);
  }
}

/**
 * Applies `apply` to every item, at most `limit` at a time, launching no more once one has failed. Answers
 * the failure of the earliest item that failed; a failed condition becomes OpenFGA's invalid write input.
 */
async function applyEach(
  items: TupleKey[],
  limit: number,
  apply: (item: TupleKey) => Promise<void>,
  conflict: (item: TupleKey) => string,
): Promise<Error | undefined> {
  const failures: Array<Error | undefined> = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length && !failures.some(Boolean)) {
      const index = next++;
      const item = items[index] as TupleKey;
      try {
        await apply(item);
      } catch (error) {
        failures[index] =
          error instanceof ConditionFailed
            ? new AuthzError('write_failed_due_to_invalid_input', `${conflict(item)}: ${invalidWriteInput}`, 2017)
            : (error as Error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return failures.find(Boolean);
}

/**
 * Undoes what a failed call applied: removes the tuples it wrote (only while they are still its own, by
 * writeId) and puts back the items it deleted (only where nothing took their place). Answers what is left.
 */
async function undo(written: TupleRecord[], deleted: DynamoItem[], options: TupleWriteOptions): Promise<string[]> {
  const left: string[] = [];
  const attempt = async (what: string, step: () => Promise<unknown>) => {
    try {
      await step();
    } catch (error) {
      // A failed condition means another call changed that tuple since: its change stands, nothing to undo.
      if (error instanceof ConditionFailed) return;
      left.push(what);
      options.onUndoFailure?.(error, what);
    }
  };
  const ownWrite = (writeId: string) => ({ expression: '#c_w = :c_w', names: { '#c_w': 'writeId' }, values: { ':c_w': writeId } });
  await Promise.all(
    written.map((record) =>
      attempt(`written ${describeTuple(record)}`, () => deleteItem(keyOf(record), { condition: ownWrite(record.writeId) })),
    ),
  );
  await Promise.all(
    deleted.map((item) =>
      attempt(`deleted ${describeTuple(tupleEntity.fromItem(item))}`, () => restoreItem(item)),
    ),
  );
  return left;
}

/**
 * OpenFGA's Write without transactions: validates the batch (size, syntax, no tuple twice), then applies
 * every delete (a conditional delete: the tuple must exist) and then every write (a conditional put: the
 * tuple must not exist), each a single-item write. When one fails, everything already applied is undone
 * before the error is thrown, so the call is all-or-nothing unless the undo itself fails (then the error
 * says which changes remain) or the process dies midway. Not isolated: a concurrent reader can see part
 * of a call for the moment before it is undone.
 */
export async function applyTupleWrite(writes: TupleKey[], deletes: TupleKey[], options: TupleWriteOptions = {}) {
  validateBatch(writes, deletes);
  const limit = Math.max(1, options.concurrency ?? 10);
  const writeId = randomUUID();
  const timestamp = (options.now?.() ?? new Date()).toISOString();
  const written: TupleRecord[] = [];
  const deleted: DynamoItem[] = [];
  let failure = await applyEach(
    deletes,
    limit,
    async (tuple) => {
      const old = await deleteItem(keyOf(tuple), { mustExist: true });
      if (old) deleted.push(old);
    },
    (tuple) => `cannot delete a tuple which does not exist: ${describeTuple(tuple)}`,
  );
  failure ??= await applyEach(
    writes,
    limit,
    async (tuple) => {
      const record = tupleRecordOf(tuple, writeId, timestamp);
      // Listed before the put: a put whose answer was lost may still have landed, and undoing is by writeId.
      written.push(record);
      await putRecord(tupleEntity, record, { mustNotExist: true });
    },
    (tuple) => `cannot write a tuple which already exists: ${describeTuple(tuple)}`,
  );
  if (!failure) return;
  const left = await undo(written, deleted, options);
  if (left.length === 0) throw failure;
  throw new Error(`Tuple write failed and could not be fully undone (still applied: ${left.join('; ')}): ${failure.message}`, {
    cause: failure,
  });
}
