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

/** The run as the steps show it: its phase and progress, its totals in words, and what each ending says. */
export interface ImportRunView {
  phase: ImportPhase;
  progress: number;
  tallyText: string;
  rejected: number;
  cancelledText: string;
  failedText: string;
  start: () => void;
  cancel: () => void;
}

interface Props {
  csv: CsvFileState;
  headingLook: StepHeadingLook;
  /** What step 1 says before its button (optional). */
  intro?: ReactNode;
  mappingTitle: string;
  /** Step 2 and step 3 once the file is read and mapped (null before). */
  mapping: ReactNode;
  preview: ReactNode;
  canImport: boolean;
  run: ImportRunView;
  /** What the finished run offers (the rejected rows' download, a way back). */
  finishedActions: ReactNode;
}

/**
 * An import from a CSV file in steps: choose the file, match its columns, check the first rows, then import with
 * progress and Cancel, and how it ended. Focus follows the person: to step 2 once the file is read, to the run's
 * heading when it starts. Each screen brings its own mapping, preview and words.
 */
export function CsvImportSteps({ csv, headingLook, intro, mappingTitle, mapping, preview, canImport, run, finishedActions }: Props) {
  const mappingHeading = useRef<HTMLHeadingElement>(null);
  const runHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (csv.head) mappingHeading.current?.focus();
  }, [csv.head]);
  useEffect(() => {
    if (run.phase !== 'idle') runHeading.current?.focus();
  }, [run.phase]);
  const running = run.phase === 'running';

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
            <Button variant="contained" disabled={!canImport || running} onClick={run.start}>
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
          {running ? <ImportProgress progress={run.progress} tallyText={run.tallyText} /> : null}
          {run.phase === 'done' ? <Alert severity={run.rejected > 0 ? 'warning' : 'success'}>Import finished: {run.tallyText}.</Alert> : null}
          {run.phase === 'cancelled' ? <Alert severity="info">{run.cancelledText}</Alert> : null}
          {run.phase === 'failed' ? <Alert severity="error">{run.failedText}</Alert> : null}
          {!running && finishedActions ? <Stack direction="row" sx={{ mt: 2, gap: 1.5, flexWrap: 'wrap' }}>{finishedActions}</Stack> : null}
        </>
      ) : null}
    </>
  );
}
