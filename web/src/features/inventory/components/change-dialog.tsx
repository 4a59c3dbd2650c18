import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent, type ReactNode } from 'react';

/** Props of {@link ChangeDialog}. */
export interface ChangeDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  /** A destructive change's button is red. */
  danger?: boolean;
  loading: boolean;
  problem: string | null;
  onClose(): void;
  onSubmit(): void;
  children: ReactNode;
}

/**
 * The frame of every container change: a form with its fields, the refusal on top (announced by its alert role),
 * Cancel and the change's button. Closing gives focus back to the button that opened it (MUI's focus trap).
 */
export function ChangeDialog({ open, title, submitLabel, danger = false, loading, problem, onClose, onSubmit, children }: ChangeDialogProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} disabled={loading}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
