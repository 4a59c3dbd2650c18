import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { SaveState } from '../hooks/use-save-queue';

/** The status line of a table's saves: Saving…, Saved, or what went wrong (announced to screen readers). */
export function SaveStatus({ state }: { state: SaveState }) {
  if (state.kind === 'failed') {
    return (
      <Alert severity="error" sx={{ my: 1 }}>
        {state.message}
      </Alert>
    );
  }
  return (
    <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: state.kind === 'idle' ? 0 : 24 }}>
      {state.kind === 'saving' ? 'Saving…' : state.kind === 'saved' ? 'Saved' : ''}
    </Typography>
  );
}
