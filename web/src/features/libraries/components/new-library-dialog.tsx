import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateLibrary } from '../api/use-libraries';
import { refusalMessage } from '../hooks/api-message';
import { libraryOpenPath } from '../hooks/library-paths';
import { chemicalTypeOf, LibraryTypeSelect } from './library-type-select';

/** New Library: a name and an optional chemical type; the new DRAFT library opens at configure_fields. */
export function NewLibraryDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const id = useId();
  const navigate = useNavigate();
  const [objectName, setObjectName] = useState('');
  const [libraryType, setLibraryType] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { loading }] = useCreateLibrary();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!objectName.trim()) {
      setProblem('Name the library');
      return;
    }
    try {
      const answer = await create({ variables: { input: { objectName: objectName.trim(), libraryType: chemicalTypeOf(libraryType) } } });
      const library = answer.data?.createLibrarySchema;
      if (library) navigate(libraryOpenPath(library));
    } catch (failure) {
      setProblem(refusalMessage(failure) ?? 'The library could not be created.');
    }
  }

  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={`${id}-title`}>New Library</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          <TextField label="Library name" value={objectName} onChange={(event) => setObjectName(event.target.value)} required autoFocus slotProps={{ htmlInput: { maxLength: 100 } }} />
          <LibraryTypeSelect value={libraryType} onChange={setLibraryType} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={loading}>
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
