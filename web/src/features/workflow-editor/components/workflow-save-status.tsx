import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { FlowSaveState } from '../hooks/use-flow-saves';

const words: Record<Exclude<FlowSaveState['kind'], 'failed'>, string> = { idle: 'No changes yet', pending: 'Unsaved changes…', saving: 'Saving…', saved: 'All changes saved' };

/** Where the flow's saves stand, with the edit counter (announced to screen readers). */
export function WorkflowSaveStatus({ state }: { state: FlowSaveState }) {
  if (state.kind === 'failed') return <Alert severity="error">{state.message}</Alert>;
  return (
    <Typography role="status" variant="body2" color="text.secondary">
      {words[state.kind]} · edit {state.revision}
    </Typography>
  );
}
