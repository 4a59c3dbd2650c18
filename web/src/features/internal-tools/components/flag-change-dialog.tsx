import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { FlagChangeController } from '../hooks/use-flag-change';

/**
 * The question before a flag is switched, saying what the flag will be afterwards. Closing it returns the focus
 * to the switch that asked (MUI's Dialog restores it).
 */
export function FlagChangeDialog({ change }: { change: FlagChangeController }) {
  const id = useId();
  const { confirmation, busy } = change;
  return (
    <Dialog open={confirmation !== null} onClose={busy ? undefined : change.cancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{confirmation?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{confirmation?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={change.cancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => void change.confirm()} variant="contained" disabled={busy}>
          {confirmation?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
