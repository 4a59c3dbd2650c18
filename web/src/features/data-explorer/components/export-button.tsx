import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ExportCancelled, exportCsv, type ExportProgress } from '@schema/explorer/csv-export';
import { useRef, useState } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { useExportFetcher } from '../api/use-data-explorer-rows';
import { csvFileName, downloadCsv } from '../hooks/csv-download';
import type { ExplorerQuery } from '../hooks/explorer-query';

/** Props of {@link ExportButton}. */
export interface ExportButtonProps {
  programId: string;
  templateGroupId: string;
  templateName: string;
  query: ExplorerQuery;
}

/**
 * Export CSV: reads the query's CSV a stretch at a time (dataExplorerExport: up to 5,000 rows a request), keeps
 * each stretch as it arrives, shows the progress (forms searched of the template's forms) with Cancel, and hands
 * the file to the browser at the end.
 */
export function ExportButton({ programId, templateGroupId, templateName, query }: ExportButtonProps) {
  const fetchChunk = useExportFetcher();
  const { showToast } = useToast();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  async function run() {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ rows: 0, scanned: 0, groupTotal: 0 });
    const parts: string[] = [];
    try {
      const { rows } = await exportCsv({
        fetchChunk: (cursor) => fetchChunk({ programId, templateGroupId, cursor, sort: query.sort, filters: query.filters }),
        write: (chunk) => void parts.push(chunk),
        onProgress: setProgress,
        signal: abort.signal,
      });
      downloadCsv(parts, csvFileName(templateName, new Date()));
      showToast(`Exported ${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}.`, { variant: 'success' });
    } catch (failure) {
      showToast(failure instanceof ExportCancelled ? 'Export cancelled.' : 'The export failed. Try again.', { variant: failure instanceof ExportCancelled ? 'info' : 'error' });
    } finally {
      setProgress(null);
      controller.current = null;
    }
  }

  const percent = progress && progress.groupTotal > 0 ? Math.min(100, Math.round((progress.scanned / progress.groupTotal) * 100)) : 0;
  return (
    <>
      <Button variant="contained" onClick={() => void run()} disabled={progress !== null}>
        Export CSV
      </Button>
      <Dialog open={progress !== null} aria-labelledby="export-title" aria-describedby="export-progress-text">
        <DialogTitle id="export-title">Exporting {templateName}</DialogTitle>
        <DialogContent sx={{ minWidth: { sm: 420 } }}>
          <LinearProgress variant="determinate" value={percent} aria-label="Export progress" sx={{ mb: 2 }} />
          <Typography id="export-progress-text" role="status">
            {progress ? `${progress.rows.toLocaleString('en-US')} rows written; ${percent}% of the forms searched.` : ''}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => controller.current?.abort()}>
            Cancel
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
