import { randomUUID } from 'node:crypto';
import { importLibraryItemsInputSchema } from '../../../schema/src/libraries/library-import';
import type { LibraryValues } from '../../../schema/src/libraries/library-model';
import type { LibraryItemRecord, LibraryRecord } from '../../data/entities';
import { insertLibraryItemsInBatch, replaceLibraryItem, StaleLibraryItem } from '../../data/library-items-repository';
import { addToItemCount } from '../../data/library-repository';
import type { Caller } from '../../shared/caller';
import { AppError } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { checkImportRows, type CheckedRow } from '../import-rows';
import { claimGuards, guardChanges, guardsOf, nameOf, releaseGuards } from '../item-values';
import { libraryFor } from '../library-access';

type Outcome = 'CREATED' | 'UPDATED' | 'REJECTED';

/** One row's answer (LibraryImportRowResult). */
interface RowResult {
  index: number;
  outcome: Outcome;
  itemId: string | null;
  errors: Array<{ fieldName: string | null; message: string }>;
}

/** How many rows' conditional writes are in flight at once (the guards and updates; creates are batched). */
const parallelRows = 10;

const rejected = (index: number, errors: RowResult['errors']): RowResult => ({ index, outcome: 'REJECTED', itemId: null, errors });

/** A CONFLICT from claiming a unique value becomes the row's reason; anything else is a real failure. */
function refusalOf(index: number, error: unknown): RowResult {
  if (error instanceof AppError && error.code === 'CONFLICT') {
    const field = error.details?.field;
    return rejected(index, [{ fieldName: typeof field === 'string' ? field.replace(/^values\./, '') : null, message: error.message }]);
  }
  throw error;
}

/** Runs `work` over the items, `parallelRows` at a time, answering in the items' order. */
async function inGroups<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let offset = 0; offset < items.length; offset += parallelRows) results.push(...(await Promise.all(items.slice(offset, offset + parallelRows).map(work))));
  return results;
}

/** An existing item rewritten with the row's values: new unique values claimed, old ones released. */
async function updateFromRow(library: LibraryRecord, current: LibraryItemRecord, index: number, values: LibraryValues, now: string): Promise<RowResult> {
  const { added, dropped } = guardChanges(library, current.id, current.values, values, now);
  try {
    await claimGuards(added, values);
  } catch (error) {
    return refusalOf(index, error);
  }
  try {
    await replaceLibraryItem({ ...current, name: nameOf(library, values, current.id), values, updatedAt: now }, current.version);
  } catch (error) {
    await releaseGuards(added);
    if (error instanceof StaleLibraryItem) return rejected(index, [{ fieldName: null, message: 'The item was changed meanwhile: import the row again' }]);
    throw error;
  }
  await releaseGuards(dropped);
  return { index, outcome: 'UPDATED', itemId: current.id, errors: [] };
}

/** New items: each row's unique values claimed, then every claimed row written in batches of 25, then the counter. */
async function createFromRows(library: LibraryRecord, rows: Array<{ index: number; values: LibraryValues }>, now: string): Promise<RowResult[]> {
  const claimed = await inGroups(rows, async ({ index, values }) => {
    const id = randomUUID();
    const guards = guardsOf(library, id, values, now);
    try {
      await claimGuards(guards, values);
    } catch (error) {
      return { result: refusalOf(index, error), guards: [] };
    }
    const record: LibraryItemRecord = { schemaId: library.id, id, name: nameOf(library, values, id), values, version: 1, createdAt: now, updatedAt: now };
    return { result: { index, outcome: 'CREATED', itemId: id, errors: [] } satisfies RowResult, guards, record };
  });
  const records = claimed.flatMap((entry) => ('record' in entry && entry.record ? [entry.record] : []));
  try {
    await insertLibraryItemsInBatch(records);
  } catch (error) {
    await releaseGuards(claimed.flatMap((entry) => entry.guards));
    throw error;
  }
  if (records.length > 0) await addToItemCount(library.id, records.length);
  return claimed.map((entry) => entry.result);
}

/** What a dry run answers for a row that passed the checks. */
const wouldBe = (row: Extract<CheckedRow, { ok: true }>): RowResult =>
  row.existing ? { index: row.index, outcome: 'UPDATED', itemId: row.existing.id, errors: [] } : { index: row.index, outcome: 'CREATED', itemId: null, errors: [] };

/**
 * importLibraryItems (library editors): a batch of up to 100 CSV rows. Rows are checked (checkImportRows); a row
 * whose first unique field's value an item holds updates that item, the other valid rows become new items. A
 * unique value another item holds rejects the row, not the batch. With dryRun nothing is written.
 */
export async function importLibraryItems(caller: Caller, args: { input?: unknown }) {
  const { libraryId, rows, dryRun } = parseInput(importLibraryItemsInputSchema, args.input);
  const library = await libraryFor(caller, libraryId, 'writeItems');
  const now = new Date().toISOString();
  const checked = await checkImportRows(library, rows, now);
  const refusals = checked.flatMap((row) => (row.ok ? [] : [rejected(row.index, row.errors.map(({ fieldName, message }) => ({ fieldName, message })))]));
  const valid = checked.filter((row): row is Extract<CheckedRow, { ok: true }> => row.ok);
  const written = dryRun
    ? valid.map(wouldBe)
    : [
        ...(await inGroups(
          valid.filter((row) => row.existing),
          (row) => updateFromRow(library, row.existing!, row.index, row.values, now),
        )),
        ...(await createFromRows(library, valid.filter((row) => !row.existing), now)),
      ];
  const results = [...refusals, ...written].sort((a, b) => a.index - b.index);
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  return { results, created: count('CREATED'), updated: count('UPDATED'), rejected: count('REJECTED') };
}
