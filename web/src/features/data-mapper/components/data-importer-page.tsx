import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CsvImportSteps } from '@/components/csv-import/csv-import-steps';
import { useCsvFile } from '@/components/csv-import/use-csv-file';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { downloadText, rejectedRowsCsv } from '@/lib/csv/csv-file';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMapperTemplate } from '../api/use-data-mapper';
import { autoMapColumns, missingColumn, type FormImportColumns } from '../hooks/form-import-columns';
import { mapperQuestionsOf } from '../hooks/mapper-draft';
import { useFormImportPreview, useFormImportRun } from '../hooks/use-form-import';
import { FormImportPreview } from './form-import-preview';
import { ImportColumnsStep } from './import-columns-step';

const tallyWords = (tally: { imported: number; rejected: number }) => `${tally.imported} imported, ${tally.rejected} rejected`;

/**
 * The template's Data Importer tab (flag poc-import-mapper; its program or campus admins): choose a CSV file, match
 * its columns to the owner, the status and the questions, check the first rows, then import the whole file streamed
 * in batches of 100, with progress, Cancel and the rejected rows to download with their reasons.
 */
export function DataImporterPage({ templateId }: { templateId: string }) {
  useDocumentTitle('Data Importer');
  const template = useMapperTemplate(templateId);
  const [columns, setColumns] = useState<FormImportColumns | null>(null);
  const run = useFormImportRun(templateId);
  const questions = mapperQuestionsOf(template.data?.templateById);
  const csv = useCsvFile({ onChoose: run.reset, onRead: (read) => setColumns(autoMapColumns(read.headers, questions)) });
  const { file, head } = csv;
  const preview = useFormImportPreview(templateId, head?.records ?? null, columns);

  if (template.error) return <QueryErrorPage error={template.error} />;
  if (!template.data) return <PageLoading />;

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
      <CsvImportSteps
        csv={csv}
        headingLook="h6"
        mappingTitle="2. Match columns"
        mapping={head && columns ? <ImportColumnsStep headers={head.headers} questions={questions} columns={columns} onChange={setColumns} /> : null}
        preview={<FormImportPreview rows={preview.rows} failed={preview.failed} />}
        canImport={canImport}
        onImport={() => void run.start(file!, columns!)}
        run={run}
        tallyWords={tallyWords}
        endings={{ cancelled: 'The forms already imported stay.', failed: 'the rows could not be sent.' }}
        finishedActions={
          run.rejects.length > 0 ? (
            <Button variant="outlined" onClick={() => downloadText(rejectedRowsCsv(head?.headers ?? [], run.rejects), 'rejected rows.csv')}>
              Download rejected rows
            </Button>
          ) : null
        }
      />
    </Box>
  );
}
