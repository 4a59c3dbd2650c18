import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { autoMapColumns, rowValues, unmappedRequired, type ColumnMapping } from '@schema/libraries/csv-mapping';
import { importKeyField } from '@schema/libraries/library-import';
import { titleFieldOf } from '@schema/libraries/library-model';
import { CsvImportSteps } from '@/components/csv-import/csv-import-steps';
import { useCsvFile } from '@/components/csv-import/use-csv-file';
import { downloadText, rejectedRowsCsv } from '@/lib/csv/csv-file';
import type { ImportTally } from '../hooks/import-rows';
import { libraryPath } from '../hooks/library-paths';
import { useImportRun } from '../hooks/use-import-run';
import { useImportPreview, type PreviewRow } from '../hooks/use-library-import';
import { ColumnMappingStep } from './column-mapping';
import { ImportPreview } from './import-preview';
import type { LibrarySchema } from './library-frame';

/** The totals so far, in words ("3 added, 1 updated, 2 rejected"). */
const tallyWords = (tally: ImportTally) => `${tally.created} added, ${tally.updated} updated, ${tally.rejected} rejected`;

/**
 * `/studio/global/library/{libraryId}/import` (library editors): choose a CSV file, match its columns to the fields,
 * check the first rows, then import the whole file streamed in batches of 100, with progress, Cancel, and the
 * rejected rows to download with their reasons.
 */
export function LibraryImportPage({ library }: { library: LibrarySchema }) {
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const run = useImportRun(library);
  const csv = useCsvFile({ onChoose: run.reset, onRead: (read) => setMapping(autoMapColumns(read.headers, library.fieldArraySchema)) });
  const { file, head } = csv;
  const preview = useImportPreview(library, head?.records ?? null, mapping);
  const keyField = importKeyField(library);
  const title = titleFieldOf(library)?.fieldName;

  const summary = useMemo(
    () => (row: PreviewRow) => {
      const values = mapping ? rowValues(row.record, mapping) : {};
      return (title && values[title]) || Object.values(values).find(Boolean) || '(empty)';
    },
    [mapping, title],
  );

  if (!library.permissions.canEditItems) return <Alert severity="info">Only the editors of this library may import items.</Alert>;
  if (library.fieldArraySchema.length === 0) return <Typography>Add fields to the library before importing items.</Typography>;
  const canImport = Boolean(file && head && mapping && head.records.length > 0 && unmappedRequired(library.fieldArraySchema, mapping).length === 0);

  return (
    <Box sx={{ maxWidth: 900 }}>
      <CsvImportSteps
        csv={csv}
        headingLook="h2"
        intro={
          <Typography sx={{ mb: 1.5 }}>
            The first line names the columns. {keyField ? `A row whose ${keyField.fieldName} matches an item updates that item; the other rows become new items.` : 'Every row becomes a new item.'}
          </Typography>
        }
        mappingTitle="2. Match columns to fields"
        mapping={head && mapping ? <ColumnMappingStep library={library} headers={head.headers} mapping={mapping} onChange={setMapping} /> : null}
        preview={<ImportPreview rows={preview.rows} failed={preview.failed} summary={summary} />}
        canImport={canImport}
        onImport={() => void run.start(file!, mapping!)}
        run={run}
        tallyWords={tallyWords}
        endings={{ cancelled: 'The rows already imported stay in the library.', failed: 'the library could not be reached.' }}
        finishedActions={
          <>
            {run.rejects.length > 0 ? (
              <Button variant="outlined" onClick={() => downloadText(rejectedRowsCsv(head?.headers ?? [], run.rejects), `${library.objectName} rejected rows.csv`)}>
                Download rejected rows
              </Button>
            ) : null}
            <Button component={RouterLink} to={libraryPath(library.id)}>
              Back to items
            </Button>
          </>
        }
      />
    </Box>
  );
}
