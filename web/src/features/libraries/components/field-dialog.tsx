import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { libraryDataTypeLabels, libraryDataTypes } from '@schema/libraries/library-model';
import { useId, useState, type FormEvent } from 'react';
import type { LibraryDataType } from '@/gql/graphql';
import { useLibraryList } from '../api/use-libraries';
import { fieldDraftProblem, type FieldDraft } from '../hooks/field-draft';

/**
 * Add or edit one field. A field's name is its key in every item, so it is fixed once added; while the library has
 * items its data type stays and it cannot become unique (the API says so when asked).
 */
export function FieldDialog({
  libraryId,
  initial,
  editing,
  busy,
  problem,
  onSave,
  onClose,
}: {
  libraryId: string;
  initial: FieldDraft;
  editing: boolean;
  busy: boolean;
  problem: string | null;
  onSave(draft: FieldDraft): void;
  onClose(): void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [shownProblem, setShownProblem] = useState<string | null>(null);
  const libraries = useLibraryList({ limit: 100, cursor: null, searchTerm: null });
  const others = (libraries.data?.searchLibrariesV2.results ?? []).filter((library) => library.id !== libraryId);
  const set = (change: Partial<FieldDraft>) => setDraft((current) => ({ ...current, ...change }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const local = fieldDraftProblem(draft);
    setShownProblem(local);
    if (!local) onSave(draft);
  }

  const message = shownProblem ?? problem;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{editing ? `Edit ${initial.fieldName}` : 'Add Field'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {message ? <Alert severity="error">{message}</Alert> : null}
          <TextField
            label="Field name"
            value={draft.fieldName}
            onChange={(event) => set({ fieldName: event.target.value })}
            required
            disabled={editing}
            autoFocus={!editing}
            helperText="Starts with a letter; letters, digits, spaces and _"
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
          <TextField select label="Data type" value={draft.dataType} onChange={(event) => set({ dataType: event.target.value as LibraryDataType })}>
            {libraryDataTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {libraryDataTypeLabels[type]}
              </MenuItem>
            ))}
          </TextField>
          {draft.dataType === 'PICK_LIST' ? (
            <TextField
              label="Choices"
              value={draft.pickList}
              onChange={(event) => set({ pickList: event.target.value })}
              multiline
              minRows={3}
              required
              helperText="One a line: Label = value, or just the label"
            />
          ) : null}
          {draft.dataType === 'RELATION' ? (
            <TextField select label="Related library" value={draft.relatesTo} onChange={(event) => set({ relatesTo: event.target.value })} required>
              {others.map((library) => (
                <MenuItem key={library.id} value={library.id}>
                  {library.objectName}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <FormGroup>
            <FormControlLabel control={<Checkbox checked={draft.required} onChange={(event) => set({ required: event.target.checked })} />} label="Required" />
            <FormControlLabel
              control={<Checkbox checked={draft.unique && draft.dataType !== 'BOOLEAN'} disabled={draft.dataType === 'BOOLEAN'} onChange={(event) => set({ unique: event.target.checked })} />}
              label="Unique"
            />
            <FormControlLabel control={<Checkbox checked={draft.showInTable} onChange={(event) => set({ showInTable: event.target.checked })} />} label="Show in table" />
          </FormGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
