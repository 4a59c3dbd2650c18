import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type Ref } from 'react';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { downloadText, readCsvHead, rejectedRowsCsv, type CsvHead } from '@/lib/csv/csv-file';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMapperTemplate } from '../api/use-data-mapper';
import { autoMapColumns, missingColumn, type FormImportColumns } from '../hooks/form-import-columns';
import { mapperQuestionsOf } from '../hooks/mapper-draft';
import { useFormImportPreview, useFormImportRun } from '../hooks/use-form-import';
import { FormImportPreview } from './form-import-preview';
import { ImportColumnsStep } from './import-columns-step';

/** How many of the file's first rows the preview checks. */
const previewRows = 10;

/** A step's heading, focusable so focus can follow the person to it. */
function StepHeading({ children, headingRef }: { children: string; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <Typography variant="h6" component="h2" tabIndex={-1} ref={headingRef} sx={{ mt: 3, mb: 1.5, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '3px solid #0b3d91' } }}>
      {children}
    </Typography>
  );
}

const tallyWords = (tally: { imported: number; rejected: number }) => `${tally.imported} imported, ${tally.rejected} rejected`;

/**
 * The template's Data Importer tab (flag poc-import-mapper; its program or campus admins): choose a CSV file, match
 * its columns to the owner, the status and the questions, check the first rows, then import the whole file streamed
 * in batches of 100, with progress, Cancel and the rejected rows to download with their reasons.
 */
export function DataImporterPage({ templateId }: { templateId: string }) {
  useDocumentTitle('Data Importer');
  const template = useMapperTemplate(templateId);
  const [file, setFile] = useState<File | null>(null);
  const [head, setHead] = useState<CsvHead | null>(null);
  const [readFailed, setReadFailed] = useState(false);
  const [columns, setColumns] = useState<FormImportColumns | null>(null);
  const preview = useFormImportPreview(templateId, head?.records ?? null, columns);
  const run = useFormImportRun(templateId);
  const mappingHeading = useRef<HTMLHeadingElement>(null);
  const runHeading = useRef<HTMLHeadingElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const questions = mapperQuestionsOf(template.data?.templateById);

  useEffect(() => {
    if (head) mappingHeading.current?.focus();
  }, [head]);
  useEffect(() => {
    if (run.phase !== 'idle') runHeading.current?.focus();
  }, [run.phase]);

  if (template.error) return <QueryErrorPage error={template.error} />;
  if (!template.data) return <PageLoading />;

  async function choose(chosen: File | undefined) {
    if (!chosen) return;
    run.reset();
    setFile(chosen);
    setHead(null);
    setReadFailed(false);
    try {
      const read = await readCsvHead(chosen, previewRows);
      setColumns(autoMapColumns(read.headers, questions));
      setHead(read);
    } catch {
      setReadFailed(true);
    }
  }

  const running = run.phase === 'running';
  const canImport = Boolean(file && head && columns && head.records.length > 0 && !missingColumn(columns));
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h5" component="h1">
        Data Importer
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Import forms of {template.data.templateById?.name ?? 'this template'} from a CSV file: one form a row, with its owner (a username), its status and its
        answers. Imported forms arrive in their status without its notifications.
      </Typography>
      <StepHeading>1. Choose a CSV file</StepHeading>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
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
            event.target.value = '';
          }}
        />
        {file ? <Typography sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography> : null}
      </Stack>
      {readFailed ? <Alert severity="error" sx={{ mt: 2 }}>The file could not be read as CSV.</Alert> : null}

      {head && columns ? (
        <>
          <StepHeading headingRef={mappingHeading}>2. Match columns</StepHeading>
          <ImportColumnsStep headers={head.headers} questions={questions} columns={columns} onChange={setColumns} />
          <StepHeading>3. Check the first rows</StepHeading>
          <FormImportPreview rows={preview.rows} failed={preview.failed} />
          <Stack direction="row" sx={{ mt: 2, gap: 1.5, flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={!canImport || running} onClick={() => void run.start(file!, columns)}>
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
          {running ? (
            <Box>
              <LinearProgress variant="determinate" value={Math.round(run.progress * 100)} aria-label="Import progress" sx={{ height: 8, borderRadius: 4, mb: 1 }} />
              <Typography role="status">
                {Math.round(run.progress * 100)}% of the file read: {tallyWords(run.tally)}.
              </Typography>
            </Box>
          ) : null}
          {run.phase === 'done' ? <Alert severity={run.tally.rejected > 0 ? 'warning' : 'success'}>Import finished: {tallyWords(run.tally)}.</Alert> : null}
          {run.phase === 'cancelled' ? <Alert severity="info">Import cancelled: {tallyWords(run.tally)}. The forms already imported stay.</Alert> : null}
          {run.phase === 'failed' ? <Alert severity="error">The import stopped: the rows could not be sent. {tallyWords(run.tally)}.</Alert> : null}
          {!running && run.rejects.length > 0 ? (
            <Button variant="outlined" sx={{ mt: 2 }} onClick={() => downloadText(rejectedRowsCsv(head?.headers ?? [], run.rejects), 'rejected rows.csv')}>
              Download rejected rows
            </Button>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
