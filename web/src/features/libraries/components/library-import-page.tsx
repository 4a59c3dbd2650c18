import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { autoMapColumns, rowValues, unmappedRequired, type ColumnMapping } from '@schema/libraries/csv-mapping';
import { importKeyField } from '@schema/libraries/library-import';
import { titleFieldOf } from '@schema/libraries/library-model';
import { downloadText, readCsvHead, rejectedRowsCsv, type CsvHead } from '@/lib/csv/csv-file';
import { libraryPath } from '../hooks/library-paths';
import { useImportRun } from '../hooks/use-import-run';
import { useImportPreview, type PreviewRow } from '../hooks/use-library-import';
import { ColumnMappingStep } from './column-mapping';
import { ImportPreview } from './import-preview';
import { ImportProgress, tallyWords } from './import-progress';
import type { LibrarySchema } from './library-frame';

/** How many of the file's first rows the preview checks. */
const previewRows = 10;

/** A step's heading, focusable so focus can follow the person to it. */
function StepHeading({ children, headingRef }: { children: string; headingRef?: React.Ref<HTMLHeadingElement> }) {
  return (
    <Typography variant="h2" tabIndex={-1} ref={headingRef} sx={{ mt: 3, mb: 1.5, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '3px solid #0b3d91' } }}>
      {children}
    </Typography>
  );
}

/**
 * `/studio/global/library/{libraryId}/import` (library editors): choose a CSV file, match its columns to the fields,
 * check the first rows, then import the whole file streamed in batches of 100, with progress, Cancel, and the
 * rejected rows to download with their reasons.
 */
export function LibraryImportPage({ library }: { library: LibrarySchema }) {
  const [file, setFile] = useState<File | null>(null);
  const [head, setHead] = useState<CsvHead | null>(null);
  const [readFailed, setReadFailed] = useState(false);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const preview = useImportPreview(library, head?.records ?? null, mapping);
  const run = useImportRun(library);
  const mappingHeading = useRef<HTMLHeadingElement>(null);
  const runHeading = useRef<HTMLHeadingElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const keyField = importKeyField(library);
  const title = titleFieldOf(library)?.fieldName;

  useEffect(() => {
    if (head) mappingHeading.current?.focus();
  }, [head]);
  useEffect(() => {
    if (run.phase !== 'idle') runHeading.current?.focus();
  }, [run.phase]);

  async function choose(chosen: File | undefined) {
    if (!chosen) return;
    run.reset();
    setFile(chosen);
    setHead(null);
    setReadFailed(false);
    try {
      const read = await readCsvHead(chosen, previewRows);
      setMapping(autoMapColumns(read.headers, library.fieldArraySchema));
      setHead(read);
    } catch {
      setReadFailed(true);
    }
  }

  const summary = useMemo(
    () => (row: PreviewRow) => {
      const values = mapping ? rowValues(row.record, mapping) : {};
      return (title && values[title]) || Object.values(values).find(Boolean) || '(empty)';
    },
    [mapping, title],
  );

  if (!library.permissions.canEditItems) return <Alert severity="info">Only the editors of this library may import items.</Alert>;
  if (library.fieldArraySchema.length === 0) return <Typography>Add fields to the library before importing items.</Typography>;
  const running = run.phase === 'running';
  const canImport = Boolean(file && head && mapping && head.records.length > 0 && unmappedRequired(library.fieldArraySchema, mapping).length === 0);

  return (
    <Box sx={{ maxWidth: 900 }}>
      <StepHeading>1. Choose a CSV file</StepHeading>
      <Typography sx={{ mb: 1.5 }}>
        The first line names the columns. {keyField ? `A row whose ${keyField.fieldName} matches an item updates that item; the other rows become new items.` : 'Every row becomes a new item.'}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        {/* A real button opens the file chooser: focusable, with the house focus ring; the input itself stays hidden. */}
        <Button variant="outlined" disabled={running} onClick={() => fileInput.current?.click()}>
          Choose CSV file
        </Button>
        <input
          ref={fileInput}
          hidden
          type="file"
          accept=".csv,text/csv"
          aria-label="CSV file"
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            // The same file chosen again (a second import) is a change too.
            event.target.value = '';
          }}
        />
        {file ? <Typography sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography> : null}
      </Stack>
      {readFailed ? <Alert severity="error" sx={{ mt: 2 }}>The file could not be read as CSV.</Alert> : null}

      {head && mapping ? (
        <>
          <StepHeading headingRef={mappingHeading}>2. Match columns to fields</StepHeading>
          <ColumnMappingStep library={library} headers={head.headers} mapping={mapping} onChange={setMapping} />
          <StepHeading>3. Check the first rows</StepHeading>
          <ImportPreview rows={preview.rows} failed={preview.failed} summary={summary} />
          <Stack direction="row" sx={{ mt: 2, gap: 1.5, flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={!canImport || running} onClick={() => void run.start(file!, mapping)}>
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
          <StepHeading headingRef={runHeading}>{running ? 'Importing' : 'Import finished'}</StepHeading>
          {running ? <ImportProgress progress={run.progress} tally={run.tally} /> : null}
          {run.phase === 'done' ? <Alert severity={run.tally.rejected > 0 ? 'warning' : 'success'}>Import finished: {tallyWords(run.tally)}.</Alert> : null}
          {run.phase === 'cancelled' ? <Alert severity="info">Import cancelled: {tallyWords(run.tally)}. The rows already imported stay in the library.</Alert> : null}
          {run.phase === 'failed' ? <Alert severity="error">The import stopped: the library could not be reached. {tallyWords(run.tally)}.</Alert> : null}
          {!running ? (
            <Stack direction="row" sx={{ mt: 2, gap: 1.5, flexWrap: 'wrap' }}>
              {run.rejects.length > 0 ? (
                <Button variant="outlined" onClick={() => downloadText(rejectedRowsCsv(head?.headers ?? [], run.rejects), `${library.objectName} rejected rows.csv`)}>
                  Download rejected rows
                </Button>
              ) : null}
              <Button component={RouterLink} to={libraryPath(library.id)}>
                Back to items
              </Button>
            </Stack>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
