import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { libraryDataTypeLabels } from '@schema/libraries/library-model';
import { useState } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useAddLibraryField, useDeleteLibraryField, useReorderLibraryFields, useUpdateLibraryField } from '../api/use-libraries';
import { refusalMessage } from '../hooks/api-message';
import { draftOfField, emptyFieldDraft, fieldInputOf, type FieldDraft } from '../hooks/field-draft';
import { FieldDialog } from './field-dialog';
import type { LibrarySchema } from './library-frame';

type Field = LibrarySchema['fieldArraySchema'][number];

/** What a field's row says besides its name. */
const fieldSummary = (field: Field) =>
  [libraryDataTypeLabels[field.dataType], field.required ? 'required' : null, field.unique ? 'unique' : null, field.showInTable ? 'in table' : null]
    .filter(Boolean)
    .join(' · ');

/** `/studio/global/library/{libraryId}/configure_fields`: add, edit, reorder and remove fields (library admins). */
export function LibraryFieldsPage({ library }: { library: LibrarySchema }) {
  const { showToast } = useToast();
  const [editing, setEditing] = useState<{ draft: FieldDraft; existing: boolean } | null>(null);
  const [removing, setRemoving] = useState<Field | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [add, adding] = useAddLibraryField();
  const [update, updating] = useUpdateLibraryField();
  const [remove, removingBusy] = useDeleteLibraryField();
  const [reorder, reordering] = useReorderLibraryFields();
  const fields = library.fieldArraySchema;
  const busy = adding.loading || updating.loading || removingBusy.loading || reordering.loading;
  const base = { libraryId: library.id, expectedVersion: library.version };

  async function save(draft: FieldDraft) {
    try {
      const input = { ...base, field: fieldInputOf(draft) };
      await (editing?.existing ? update({ variables: { input } }) : add({ variables: { input } }));
      showToast(editing?.existing ? `Field ${input.field.fieldName} saved.` : `Field ${input.field.fieldName} added.`, { variant: 'success' });
      setEditing(null);
      setProblem(null);
    } catch (failure) {
      setProblem(refusalMessage(failure) ?? 'The field could not be saved.');
    }
  }

  async function move(index: number, by: -1 | 1) {
    const names = fields.map((field) => field.fieldName);
    const [moved] = names.splice(index, 1);
    names.splice(index + by, 0, moved!);
    try {
      await reorder({ variables: { input: { ...base, fieldNames: names } } });
      // Focus follows the field to its new place.
      requestAnimationFrame(() => document.getElementById(`field-${index + by}-${by < 0 ? 'up' : 'down'}`)?.focus());
    } catch (failure) {
      showToast(refusalMessage(failure) ?? 'The fields could not be reordered.', { variant: 'error' });
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove({ variables: { input: { ...base, fieldName: removing.fieldName } } });
      showToast(`Field ${removing.fieldName} removed.`, { variant: 'success' });
    } catch (failure) {
      showToast(refusalMessage(failure) ?? 'The field could not be removed.', { variant: 'error' });
    }
    setRemoving(null);
  }

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h2">Fields</Typography>
        <Button variant="contained" onClick={() => setEditing({ draft: emptyFieldDraft, existing: false })} disabled={busy} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
          Add Field
        </Button>
      </Stack>
      {library.status === 'DRAFT' ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          This library is a draft: forms cannot search it until it is published (Configure).
        </Typography>
      ) : null}
      {fields.length === 0 ? (
        <Typography>No fields yet. The first text field names each item.</Typography>
      ) : (
        <Paper variant="outlined">
          <List aria-label="Fields" disablePadding>
            {fields.map((field, index) => (
              <ListItem
                key={field.fieldName}
                divider={index < fields.length - 1}
                sx={{ flexWrap: 'wrap', gap: 1 }}
              >
                <ListItemText primary={field.fieldName} secondary={fieldSummary(field)} sx={{ flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere' }} />
                <Stack direction="row" spacing={0.5}>
                  <IconButton id={`field-${index}-up`} aria-label={`Move ${field.fieldName} up`} disabled={busy || index === 0} onClick={() => void move(index, -1)}>
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton id={`field-${index}-down`} aria-label={`Move ${field.fieldName} down`} disabled={busy || index === fields.length - 1} onClick={() => void move(index, 1)}>
                    <ArrowDownwardIcon />
                  </IconButton>
                  <IconButton aria-label={`Edit ${field.fieldName}`} disabled={busy} onClick={() => setEditing({ draft: draftOfField(field), existing: true })}>
                    <EditIcon />
                  </IconButton>
                  <IconButton aria-label={`Remove ${field.fieldName}`} disabled={busy} onClick={() => setRemoving(field)}>
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {editing ? (
        <FieldDialog
          libraryId={library.id}
          initial={editing.draft}
          editing={editing.existing}
          busy={busy}
          problem={problem}
          onSave={(draft) => void save(draft)}
          onClose={() => {
            setEditing(null);
            setProblem(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.fieldName ?? ''}?`}
        text="Items keep the values they have, but the field is no longer shown or edited."
        confirmLabel="Remove"
        busy={removingBusy.loading}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
