import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, type ReactNode } from 'react';
import { CsvFilePicker } from './csv-file-picker';
import { ImportProgress } from './import-progress';
import { StepHeading, type StepHeadingLook } from './step-heading';
import type { CsvFileState } from './use-csv-file';

/** Where an import run is. */
export type ImportPhase = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

/** The run as the steps show it: where it is, how far through the file, and its totals so far. */
export interface ImportRunState<Tally extends { rejected: number }> {
  phase: ImportPhase;
  progress: number;
  tally: Tally;
  cancel: () => void;
}

/** What a run's endings add to its totals: what stays after a Cancel, and why a failed run stopped. */
export interface ImportEndings {
  cancelled: string;
  failed: string;
}

interface Props<Tally extends { rejected: number }> {
  csv: CsvFileState;
  headingLook: StepHeadingLook;
  /** What step 1 says before its button (optional). */
  intro?: ReactNode;
  mappingTitle: string;
  /** Step 2 and step 3 once the file is read and mapped (null before). */
  mapping: ReactNode;
  preview: ReactNode;
  canImport: boolean;
  onImport: () => void;
  run: ImportRunState<Tally>;
  /** The totals in words ("3 imported, 1 rejected"). */
  tallyWords: (tally: Tally) => string;
  endings: ImportEndings;
  /** What the finished run offers (the rejected rows' download, a way back). */
  finishedActions: ReactNode;
}

/**
 * An import from a CSV file in steps: choose the file, match its columns, check the first rows, then import with
 * progress and Cancel, and how it ended. Focus follows the person: to step 2 once the file is read, to the run's
 * heading when it starts. Each screen brings its own mapping, preview and words.
 */
export function CsvImportSteps<Tally extends { rejected: number }>({ csv, headingLook, intro, mappingTitle, mapping, preview, canImport, onImport, run, tallyWords, endings, finishedActions }: Props<Tally>) {
  const mappingHeading = useRef<HTMLHeadingElement>(null);
  const runHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (csv.head) mappingHeading.current?.focus();
  }, [csv.head]);
  useEffect(() => {
    if (run.phase !== 'idle') runHeading.current?.focus();
  }, [run.phase]);
  const running = run.phase === 'running';
  const tally = tallyWords(run.tally);

  return (
    <>
      <StepHeading look={headingLook}>1. Choose a CSV file</StepHeading>
      {intro}
      <CsvFilePicker csv={csv} disabled={running} />

      {mapping ? (
        <>
          <StepHeading look={headingLook} headingRef={mappingHeading}>
            {mappingTitle}
          </StepHeading>
          {mapping}
          <StepHeading look={headingLook}>3. Check the first rows</StepHeading>
          {preview}
          <Stack direction="row" sx={{ mt: 2, gap: 1.5, flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={!canImport || running} onClick={onImport}>
              Import
            </Button>
            {running ? (
              <Button variant="outlined" onClick={run.cancel}>
                Cancel
              </Button>
            ) : null}
          </Stack>
        </>
      ) : null}

      {run.phase !== 'idle' ? (
        <>
          <StepHeading look={headingLook} headingRef={runHeading}>
            {running ? 'Importing' : 'Import finished'}
          </StepHeading>
          {running ? <ImportProgress progress={run.progress} tallyText={tally} /> : null}
          {run.phase === 'done' ? <Alert severity={run.tally.rejected > 0 ? 'warning' : 'success'}>Import finished: {tally}.</Alert> : null}
          {run.phase === 'cancelled' ? <Alert severity="info">Import cancelled: {tally}. {endings.cancelled}</Alert> : null}
          {run.phase === 'failed' ? <Alert severity="error">The import stopped: {endings.failed} {tally}.</Alert> : null}
          {!running && finishedActions ? <Stack direction="row" sx={{ mt: 2, gap: 1.5, flexWrap: 'wrap' }}>{finishedActions}</Stack> : null}
        </>
      ) : null}
    </>
  );
}
