import { CsvPreviewList, type CsvPreviewRow } from '@/components/csv-import/csv-preview-list';
import type { PreviewRow } from '../hooks/use-library-import';

const outcomeWords: Record<PreviewRow['outcome'], Omit<CsvPreviewRow['outcome'], 'checking'>> = {
  CHECKING: { label: 'Checking…', color: 'default' },
  CREATED: { label: 'New item', color: 'success' },
  UPDATED: { label: 'Updates an item', color: 'primary' },
  REJECTED: { label: 'Rejected', color: 'error' },
};

/** Step 3: the file's first rows, each with what importing it would do and, when rejected, why. */
export function ImportPreview({ rows, failed, summary }: { rows: readonly PreviewRow[]; failed: boolean; summary(row: PreviewRow): string }) {
  const shown = rows.map<CsvPreviewRow>((row) => ({
    rowNumber: row.rowNumber,
    summary: summary(row),
    outcome: { ...outcomeWords[row.outcome], checking: row.outcome === 'CHECKING' },
    reason: row.reason,
  }));
  return <CsvPreviewList rows={shown} failed={failed} failedMessage="The rows could not be checked against the library. Try again." />;
}
