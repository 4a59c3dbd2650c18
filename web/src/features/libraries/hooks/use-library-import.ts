import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ColumnMapping } from '@schema/libraries/csv-mapping';
import { ImportLibraryItemsDocument } from '../api/library-import.generated';
import type { CsvRecord } from '@/lib/csv/csv-file';
import { reasonOf, rowChecker, type RowOutcome, type SendRows } from './import-rows';
import type { LibrarySchema } from '../components/library-frame';

/** Sends batches of rows to importLibraryItems (dryRun: only checked, nothing written). */
export function useSendRows(libraryId: string, dryRun: boolean): SendRows {
  const [importItems] = useMutation(ImportLibraryItemsDocument);
  return useCallback(
    async (rows) => {
      const { data } = await importItems({ variables: { input: { libraryId, rows: rows.map((row) => JSON.stringify(row)), dryRun } } });
      return (data?.importLibraryItems.results ?? []) as RowOutcome[];
    },
    [importItems, libraryId, dryRun],
  );
}

/** One previewed row: its number in the file, its cells, and what importing it would do. */
export interface PreviewRow {
  rowNumber: number;
  record: CsvRecord;
  outcome: RowOutcome['outcome'] | 'CHECKING';
  reason: string;
}

/**
 * The preview of a file's first rows under a mapping: the browser's checks at once, then a dry run of the rows
 * that pass them (related items, values other items hold, which rows update an item). Redone when the mapping changes.
 */
export function useImportPreview(library: LibrarySchema, records: readonly CsvRecord[] | null, mapping: ColumnMapping | null) {
  // Held in a ref: the preview is redone for a new file or mapping, not for a new function identity.
  const send = useSendRows(library.id, true);
  const dryRun = useRef(send);
  useEffect(() => {
    dryRun.current = send;
  }, [send]);
  const [rows, setRows] = useState<PreviewRow[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!records || !mapping) return;
    let current = true;
    const check = rowChecker(library, mapping);
    const checked = records.map((record, index) => ({ rowNumber: index + 1, record, result: check(record, index + 1) }));
    const local = checked.map<PreviewRow>(({ rowNumber, record, result }) =>
      result.ok ? { rowNumber, record, outcome: 'CHECKING', reason: '' } : { rowNumber, record, outcome: 'REJECTED', reason: reasonOf(result.errors) },
    );
    setRows(local);
    setFailed(false);
    const valid = checked.flatMap((row) => (row.result.ok ? [{ rowNumber: row.rowNumber, values: row.result.values }] : []));
    if (valid.length === 0) return;
    dryRun.current(valid.map((row) => row.values)).then(
      (outcomes) => {
        if (!current) return;
        const byRow = new Map(outcomes.map((outcome) => [valid[outcome.index]?.rowNumber, outcome]));
        setRows(local.map((row) => {
          const outcome = byRow.get(row.rowNumber);
          return outcome ? { ...row, outcome: outcome.outcome, reason: reasonOf(outcome.errors) } : row;
        }));
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [library, records, mapping]);
  return { rows, failed };
}
