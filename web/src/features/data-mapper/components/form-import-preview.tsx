import { CsvPreviewList, type CsvPreviewRow } from '@/components/csv-import/csv-preview-list';
import type { FormPreviewRow } from '../hooks/use-form-import';

const previewRowOf = ({ row, problems }: FormPreviewRow): CsvPreviewRow => ({
  rowNumber: row.rowNumber,
  summary: `${row.owner || '(no owner)'}, ${row.status || '(no status)'}`,
  outcome:
    problems === null
      ? { label: 'Checking…', color: 'default', checking: true }
      : problems.length === 0
        ? { label: 'New form', color: 'success', checking: false }
        : { label: 'Rejected', color: 'error', checking: false },
  reason: problems?.join('; ') ?? '',
});

/** Step 3: the file's first rows, each with its owner and status and whether it would be imported or, if not, why. */
export function FormImportPreview({ rows, failed }: { rows: readonly FormPreviewRow[]; failed: boolean }) {
  return <CsvPreviewList rows={rows.map(previewRowOf)} failed={failed} failedMessage="The rows could not be checked against the template. Try again." />;
}
