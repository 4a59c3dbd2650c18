import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { FormActionItem } from './use-form-actions';

type Modal = NonNullable<FormActionItem['modal']>;

/** The confirmation an action's setting asks for: its title, message and two labelled buttons. */
export function ConfirmActionDialog({
  modal,
  open,
  busy,
  onConfirm,
  onCancel,
}: {
  modal: Modal;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{modal.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ whiteSpace: 'pre-line' }}>
          {modal.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {modal.secondaryLabel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color={modal.isDestructive ? 'error' : 'primary'} autoFocus>
          {modal.primaryLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
