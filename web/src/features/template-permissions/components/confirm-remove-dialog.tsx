import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Asks before a form role is removed from the draft. */
export function ConfirmRemoveDialog({ roleName, onConfirm, onClose }: { roleName: string | null; onConfirm(): void; onClose(): void }) {
  return (
    <Dialog open={roleName !== null} onClose={onClose} aria-labelledby="remove-form-role-title">
      <DialogTitle id="remove-form-role-title">Remove Form Role</DialogTitle>
      <DialogContent>
        <DialogContentText>Are you sure you want to remove the {roleName} form role?</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
