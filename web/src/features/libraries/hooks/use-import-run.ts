import { useCallback, useRef, useState } from 'react';
import type { ColumnMapping } from '@schema/libraries/csv-mapping';
import type { LibrarySchema } from '../components/library-frame';
import { streamCsv } from '@/lib/csv/csv-file';
import { importSlices, rowChecker, type ImportTally, type RejectedRow } from './import-rows';
import { useSendRows } from './use-library-import';

/** Where an import run is. */
export type RunPhase = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

const noRows: ImportTally = { created: 0, updated: 0, rejected: 0 };

/** Runs an import of a whole file (streamed) with progress, Cancel, and the rejected rows kept for the download. */
export function useImportRun(library: LibrarySchema) {
  const send = useSendRows(library.id, false);
  const [phase, setPhase] = useState<RunPhase>('idle');
  const [tally, setTally] = useState<ImportTally>(noRows);
  const [progress, setProgress] = useState(0);
  const [rejects, setRejects] = useState<RejectedRow[]>([]);
  const cancelled = useRef(false);

  const start = useCallback(
    async (file: File, mapping: ColumnMapping) => {
      cancelled.current = false;
      setPhase('running');
      setTally(noRows);
      setProgress(0);
      setRejects([]);
      const run = importSlices({
        check: rowChecker(library, mapping),
        send,
        onProgress: (next, read) => {
          setTally(next);
          setProgress(read);
        },
        isCancelled: () => cancelled.current,
      });
      try {
        await streamCsv(file, run.onSlice);
        const outcome = await run.finish();
        setTally(outcome.tally);
        setRejects(outcome.rejects);
        setPhase(cancelled.current ? 'cancelled' : 'done');
      } catch {
        // Stop: finish() then sends nothing more and answers the rejects kept so far.
        cancelled.current = true;
        setRejects((await run.finish()).rejects);
        setPhase('failed');
      }
    },
    [library, send],
  );

  const cancel = useCallback(() => {
    cancelled.current = true;
  }, []);

  /** Back to no run (a new file was chosen). */
  const reset = useCallback(() => {
    setPhase('idle');
    setRejects([]);
  }, []);

  return { phase, tally, progress, rejects, start, cancel, reset };
}
