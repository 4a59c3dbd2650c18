import { useCallback, useEffect, useRef, useState } from 'react';
import { streamCsv, type CsvRecord } from '@/lib/csv/csv-file';
import { useImportFormsMutation } from '../api/use-import-forms';
import { importRowOf, type FormImportColumns, type FormImportRow } from './form-import-columns';

/** The most rows one importForms call takes. */
const rowsPerBatch = 100;

/** One previewed row: its cells as sent, and what importing it would do. */
export interface FormPreviewRow {
  row: FormImportRow;
  problems: string[] | null;
}

/** A refused row, with its CSV cells and reasons (the rejected rows' download). */
export interface RejectedFormRow {
  rowNumber: number;
  record: CsvRecord;
  reason: string;
}

/** The first rows checked by a dry run whenever the file or the mapping changes (null problems while checking). */
export function useFormImportPreview(templateId: string, records: readonly CsvRecord[] | null, columns: FormImportColumns | null) {
  const [importForms] = useImportFormsMutation();
  const [rows, setRows] = useState<FormPreviewRow[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!records || !columns || records.length === 0) return setRows([]);
    const sent = records.map((record, index) => importRowOf(record, index + 1, columns));
    let current = true;
    setRows(sent.map((row) => ({ row, problems: null })));
    setFailed(false);
    importForms({ variables: { input: { templateId, dryRun: true, rows: sent.map((row) => ({ ...row, answers: JSON.stringify(row.answers) })) } } }).then(
      ({ data }) => {
        if (current && data) setRows(sent.map((row, index) => ({ row, problems: data.importForms.rows[index]?.problems ?? [] })));
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [importForms, templateId, records, columns]);
  return { rows, failed };
}

/** Where an import run is. */
export type FormRunPhase = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

/** Imports a whole file, streamed, in batches of 100 (one at a time), with progress, Cancel and the refused rows kept. */
export function useFormImportRun(templateId: string) {
  const [importForms] = useImportFormsMutation();
  const [phase, setPhase] = useState<FormRunPhase>('idle');
  const [tally, setTally] = useState({ imported: 0, rejected: 0 });
  const [progress, setProgress] = useState(0);
  const [rejects, setRejects] = useState<RejectedFormRow[]>([]);
  const cancelled = useRef(false);

  const start = useCallback(
    async (file: File, columns: FormImportColumns) => {
      cancelled.current = false;
      const counts = { imported: 0, rejected: 0 };
      const refused: RejectedFormRow[] = [];
      let pending: Array<{ row: FormImportRow; record: CsvRecord }> = [];
      let rowNumber = 0;
      setPhase('running');
      setTally(counts);
      setProgress(0);
      setRejects([]);
      const flush = async () => {
        const batch = pending;
        pending = [];
        if (batch.length === 0) return;
        const input = { templateId, dryRun: false, rows: batch.map(({ row }) => ({ ...row, answers: JSON.stringify(row.answers) })) };
        const { data } = await importForms({ variables: { input } });
        data?.importForms.rows.forEach((result, index) => {
          const sent = batch[index]!;
          if (result.problems.length === 0) counts.imported += 1;
          else {
            counts.rejected += 1;
            refused.push({ rowNumber: sent.row.rowNumber, record: sent.record, reason: result.problems.join('; ') });
          }
        });
        setTally({ ...counts });
      };
      try {
        await streamCsv(file, async (slice) => {
          for (const record of slice.records) {
            rowNumber += 1;
            pending.push({ row: importRowOf(record, rowNumber, columns), record });
            if (pending.length >= rowsPerBatch) {
              if (cancelled.current) return false;
              await flush();
            }
          }
          setProgress(slice.progress);
          return !cancelled.current;
        });
        if (!cancelled.current) await flush();
        setPhase(cancelled.current ? 'cancelled' : 'done');
      } catch {
        setPhase('failed');
      }
      setRejects(refused);
    },
    [importForms, templateId],
  );

  const cancel = useCallback(() => {
    cancelled.current = true;
  }, []);
  const reset = useCallback(() => setPhase('idle'), []);
  return { phase, tally, progress, rejects, start, cancel, reset };
}
