import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/toast/toast-context';
import { useState, type FormEvent } from 'react';
import { maxFormNameLength } from '@schema/forms/form-name-limits';
import { useRenameForm } from './use-form-actions';

/** The id of a form's heading (its h1), which takes the focus after an action leaves the form on screen. */
export function formHeadingId(formId: string): string {
  return `form-heading-${formId}`;
}

/** The form's name as its heading; where the template allows renaming, a Rename button makes it editable. */
export function FormName({ formId, name, renameable }: { formId: string; name: string; renameable: boolean }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [rename, { loading }] = useRenameForm();
  const { showToast } = useToast();
  const trimmed = draft.trim();
  const problem = trimmed ? (trimmed.length > maxFormNameLength ? `A form name is at most ${maxFormNameLength} characters.` : '') : 'A form name is required.';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    try {
      await rename({ variables: { input: { formId, name: trimmed } } });
      showToast('Renamed.', { variant: 'success' });
      setEditing(false);
    } catch (error) {
      showToast(error instanceof Error ? `Could not rename this form. ${error.message}` : 'Could not rename this form.', { variant: 'error' });
    }
  };

  if (editing) {
    return (
      <Box component="form" onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
        <TextField
          label="Form name"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={!!problem}
          helperText={problem || ' '}
          autoFocus
          size="small"
          sx={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant="contained" disabled={loading || !!problem}>
          Save name
        </Button>
        <Button onClick={() => setEditing(false)} disabled={loading}>
          Cancel
        </Button>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="h1" id={formHeadingId(formId)} tabIndex={-1} sx={{ overflowWrap: 'anywhere', '&:focus': { outline: 'none' }, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}>
        {name}
      </Typography>
      {renameable ? (
        <Tooltip title="Rename">
          <IconButton
            aria-label="Rename form"
            onClick={() => {
              setDraft(name);
              setEditing(true);
            }}
          >
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
      ) : null}
    </Box>
  );
}
