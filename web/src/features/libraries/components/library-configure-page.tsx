import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/toast/toast-context';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteLibrary, usePublishLibrary, useUpdateLibrary } from '../api/use-libraries';
import { refusalMessage } from '../hooks/api-message';
import { libraryManagementPath, libraryPath } from '../hooks/library-paths';
import type { LibrarySchema } from './library-frame';
import { chemicalTypeOf, LibraryTypeSelect } from './library-type-select';

/** `/studio/global/library/{libraryId}/configure`: name and type, publish, delete (library admins). */
export function LibraryConfigurePage({ library }: { library: LibrarySchema }) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [objectName, setObjectName] = useState(library.objectName);
  const [libraryType, setLibraryType] = useState<string>(library.libraryType ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [update, updating] = useUpdateLibrary();
  const [publish, publishing] = usePublishLibrary();
  const [remove, removing] = useDeleteLibrary();
  const busy = updating.loading || publishing.loading || removing.loading;
  const version = { id: library.id, expectedVersion: library.version };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!objectName.trim()) {
      setProblem('Name the library');
      return;
    }
    try {
      await update({ variables: { input: { ...version, objectName: objectName.trim(), libraryType: chemicalTypeOf(libraryType) } } });
      setProblem(null);
      showToast('Library saved.', { variant: 'success' });
    } catch (failure) {
      setProblem(refusalMessage(failure) ?? 'The library could not be saved.');
    }
  }

  async function publishNow() {
    try {
      await publish({ variables: { input: version } });
      showToast('Library published.', { variant: 'success' });
      navigate(libraryPath(library.id));
    } catch (failure) {
      setProblem(refusalMessage(failure) ?? 'The library could not be published.');
    }
  }

  async function deleteNow() {
    try {
      await remove({ variables: { input: version } });
      showToast(`Library ${library.objectName} deleted.`, { variant: 'success' });
      navigate(libraryManagementPath);
    } catch (failure) {
      setConfirmingDelete(false);
      setProblem(refusalMessage(failure) ?? 'The library could not be deleted.');
    }
  }

  return (
    <Box sx={{ maxWidth: 640 }}>
      {problem ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <Box component="form" onSubmit={(event) => void save(event)} noValidate sx={{ display: 'grid', gap: 2, mb: 4 }}>
        <TextField label="Library name" value={objectName} onChange={(event) => setObjectName(event.target.value)} required slotProps={{ htmlInput: { maxLength: 100 } }} />
        <LibraryTypeSelect value={libraryType} onChange={setLibraryType} />
        <Button type="submit" variant="contained" disabled={busy} sx={{ justifySelf: 'start' }}>
          Save
        </Button>
      </Box>
      <Divider sx={{ mb: 3 }} />
      <Stack spacing={3}>
        {library.status === 'DRAFT' ? (
          <Box>
            <Typography variant="h2" sx={{ mb: 1 }}>
              Publish
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              Once published, everyone signed in can read the library and forms can search it.
            </Typography>
            <Button variant="contained" color="success" onClick={() => void publishNow()} disabled={busy || library.fieldArraySchema.length === 0}>
              Publish Library
            </Button>
            {library.fieldArraySchema.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Add at least one field first.
              </Typography>
            ) : null}
          </Box>
        ) : null}
        <Box>
          <Typography variant="h2" sx={{ mb: 1 }}>
            Delete
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            Removes the library and its {library.itemCount.toLocaleString('en-US')} items. Answers already given keep the item they chose.
          </Typography>
          <Button variant="outlined" color="error" onClick={() => setConfirmingDelete(true)} disabled={busy}>
            Delete Library
          </Button>
        </Box>
      </Stack>
      <ConfirmDialog
        open={confirmingDelete}
        title={`Delete ${library.objectName}?`}
        text="The library and all its items are removed. This cannot be undone."
        confirmLabel="Delete"
        busy={removing.loading}
        onConfirm={() => void deleteNow()}
        onClose={() => setConfirmingDelete(false)}
      />
    </Box>
  );
}
