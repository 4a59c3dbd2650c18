import { rowValues, type ColumnMapping } from '@schema/libraries/csv-mapping';
import { libraryImportLimits, uniqueTracker } from '@schema/libraries/library-import';
import type { LibrarySchemaShape } from '@schema/libraries/library-model';
import { libraryItemValidator, type LibraryFieldError } from '@schema/libraries/validate-library-item';
import type { CsvRecord, CsvSlice } from '@/lib/csv/csv-file';

/** What the server answered for one row (LibraryImportRowResult). */
export interface RowOutcome {
  index: number;
  outcome: 'CREATED' | 'UPDATED' | 'REJECTED';
  errors: ReadonlyArray<{ fieldName?: string | null; message: string }>;
}

/** Sends one batch of rows (the values by fieldName) and answers each row's outcome. */
export type SendRows = (rows: Array<Record<string, string>>) => Promise<RowOutcome[]>;

/** A row refused, with its CSV line's cells and the reason (the rejected rows' download). */
export interface RejectedRow {
  rowNumber: number;
  record: CsvRecord;
  reason: string;
}

/** The running totals of an import. */
export interface ImportTally {
  created: number;
  updated: number;
  rejected: number;
}

/** A row's reasons as one text: each field's message, prefixed by the field unless the message names it already. */
export const reasonOf = (errors: ReadonlyArray<{ fieldName?: string | null; message: string }>) =>
  errors.map(({ fieldName, message }) => (fieldName && !message.includes(fieldName) ? `${fieldName}: ${message}` : message)).join('; ');

/** A row after the browser's checks: its values to send, or why it is refused without sending it. */
export type LocalCheck = { ok: true; values: Record<string, string> } | { ok: false; errors: LibraryFieldError[] };

/**
 * The browser's checks of a file's rows, in file order: the library's value rules (validateLibraryItem) and unique
 * values repeated in the file. Related items and values other items hold are the server's to check.
 */
export function rowChecker(library: LibrarySchemaShape, mapping: ColumnMapping): (record: CsvRecord, rowNumber: number) => LocalCheck {
  const validate = libraryItemValidator(library);
  const repeats = uniqueTracker(library);
  return (record, rowNumber) => {
    const values = rowValues(record, mapping);
    const result = validate(values);
    if (!result.ok) return { ok: false, errors: result.errors };
    const repeated = repeats(result.values, rowNumber);
    return repeated.length > 0 ? { ok: false, errors: repeated } : { ok: true, values };
  };
}

/** The hooks an import run reports through and is cancelled by. */
export interface ImportRun {
  check: (record: CsvRecord, rowNumber: number) => LocalCheck;
  send: SendRows;
  onProgress: (tally: ImportTally, progress: number) => void;
  isCancelled: () => boolean;
}

/**
 * Imports streamed slices of a file: each row checked in the browser, the valid ones sent in batches of 100 (one
 * at a time, so the progress is what the library holds), the refused ones kept with their reasons.
 */
export function importSlices(run: ImportRun) {
  const tally: ImportTally = { created: 0, updated: 0, rejected: 0 };
  const rejects: RejectedRow[] = [];
  let pending: Array<{ rowNumber: number; record: CsvRecord; values: Record<string, string> }> = [];
  let rowNumber = 0;
  let progress = 0;

  const reject = (row: number, record: CsvRecord, reason: string) => {
    tally.rejected += 1;
    rejects.push({ rowNumber: row, record, reason });
  };

  async function flush() {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    const outcomes = await run.send(batch.map((row) => row.values));
    for (const outcome of outcomes) {
      const row = batch[outcome.index];
      if (!row) continue;
      if (outcome.outcome === 'CREATED') tally.created += 1;
      else if (outcome.outcome === 'UPDATED') tally.updated += 1;
      else reject(row.rowNumber, row.record, reasonOf(outcome.errors));
    }
    run.onProgress({ ...tally }, progress);
  }

  /** One slice of the file; false once the run is cancelled (the read stops). */
  async function onSlice(slice: CsvSlice): Promise<boolean> {
    for (const record of slice.records) {
      rowNumber += 1;
      const checked = run.check(record, rowNumber);
      if (!checked.ok) reject(rowNumber, record, reasonOf(checked.errors));
      else pending.push({ rowNumber, record, values: checked.values });
      if (pending.length >= libraryImportLimits.rowsPerBatch) {
        if (run.isCancelled()) return false;
        await flush();
      }
    }
    progress = slice.progress;
    run.onProgress({ ...tally }, progress);
    return !run.isCancelled();
  }

  /** Sends what is left once the file is read (unless cancelled). */
  async function finish() {
    if (!run.isCancelled()) await flush();
    return { tally: { ...tally }, rejects };
  }

  return { onSlice, finish };
}
