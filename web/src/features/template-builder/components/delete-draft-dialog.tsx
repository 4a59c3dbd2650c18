import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useDeleteTemplateMutation } from '../api/delete-template';

interface DeleteDraftDialogProps {
  open: boolean;
  templateGroupId: string;
  name: string;
  onClose: () => void;
  /** After the template is gone: the builder leaves for the program studio. */
  onDeleted: () => void;
}

/** Confirms deleting a template that was never published (its only version is a draft), then deletes it. */
export function DeleteDraftDialog({ open, templateGroupId, name, onClose, onDeleted }: DeleteDraftDialogProps) {
  const [deleteTemplate, { loading }] = useDeleteTemplateMutation();
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setFailed(false);
    try {
      await deleteTemplate({ variables: { input: { templateGroupId } } });
      onDeleted();
    } catch {
      setFailed(true);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-draft-title" aria-describedby="delete-draft-text">
      <DialogTitle id="delete-draft-title">Delete draft</DialogTitle>
      <DialogContent>
        {failed ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            The draft could not be deleted. Please try again.
          </Alert>
        ) : null}
        <DialogContentText id="delete-draft-text">
          Are you sure you want to delete the {name} template? It was never published, so no one has used it; this cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={loading}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
