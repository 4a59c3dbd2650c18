import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { SubformTemplateSelect } from './subform-template-select';

interface AddSubformDialogProps {
  open: boolean;
  programId: string | null;
  onClose: () => void;
  onAdd: (templateId: string) => void;
}

/** Adding a subform: the author picks its template first (a subform always names one). */
export function AddSubformDialog({ open, programId, onClose, onAdd }: AddSubformDialogProps) {
  const [templateId, setTemplateId] = useState<string | null>(null);
  const close = () => {
    setTemplateId(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="add-subform-title" fullWidth maxWidth="xs">
      <DialogTitle id="add-subform-title">Add a subform</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Choose the subform template it opens. You can change it later in its properties.</DialogContentText>
        <SubformTemplateSelect programId={programId} value={templateId} disabled={false} onChange={setTemplateId} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!templateId}
          onClick={() => {
            if (templateId) onAdd(templateId);
            setTemplateId(null);
          }}
        >
          Add subform
        </Button>
      </DialogActions>
    </Dialog>
  );
}
