import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { useToast } from '@/components/toast/toast-context';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useCreateLibraryItem, useDeleteLibraryItem, useLibraryItem, useUpdateLibraryItem } from '../api/use-libraries';
import { fieldProblems, refusalMessage } from '../hooks/api-message';
import { cellText, parseValues } from '../hooks/item-cells';
import { libraryItemPath, libraryPath, newItemId } from '../hooks/library-paths';
import { ItemValueField } from './item-value-field';
import type { LibrarySchema } from './library-frame';

/** `/studio/global/library/{libraryId}/detail/{detailId}`: one item ("new" for an item to add), editable by editors. */
export function LibraryItemPage({ library, detailId }: { library: LibrarySchema; detailId: string }) {
  const isNew = detailId === newItemId;
  const { data, loading, error } = useLibraryItem(library.id, isNew ? null : detailId);
  if (error && !data) return <QueryErrorPage error={error} />;
  if (!isNew && loading && !data) return <PageLoading />;
  const item = data?.fetchLibraryItemDetail ?? null;
  if (!isNew && !item) return null;
  return <ItemForm key={item ? `${item.id}-${item.version}` : 'new'} library={library} item={item} />;
}

type Item = { id: string; name: string; values: string; version: number } | null;

function ItemForm({ library, item }: { library: LibrarySchema; item: Item }) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const stored = parseValues(item?.values);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(library.fieldArraySchema.map((field) => [field.fieldName, cellText(stored[field.fieldName]) === '' ? '' : String(stored[field.fieldName])])),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [create, creating] = useCreateLibraryItem();
  const [update, updating] = useUpdateLibraryItem();
  const [remove, removing] = useDeleteLibraryItem();
  const alertRef = useRef<HTMLDivElement>(null);
  const readOnly = !library.permissions.canEditItems;
  const busy = creating.loading || updating.loading || removing.loading;

  async function save(event: FormEvent) {
    event.preventDefault();
    // Empty controls are left out: the API treats a missing value as not set (and says so for a required one).
    const sent = JSON.stringify(Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '')));
    try {
      if (item) {
        await update({ variables: { input: { libraryId: library.id, itemId: item.id, expectedVersion: item.version, values: sent } } });
        showToast('Item saved.', { variant: 'success' });
      } else {
        const answer = await create({ variables: { input: { libraryId: library.id, values: sent } } });
        showToast('Item added.', { variant: 'success' });
        if (answer.data) navigate(libraryItemPath(library.id, answer.data.createLibraryItem.id), { replace: true });
      }
      setProblems({});
      setMessage(null);
    } catch (failure) {
      setProblems(fieldProblems(failure));
      setMessage(refusalMessage(failure) ?? 'The item could not be saved.');
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  }

  async function deleteNow() {
    if (!item) return;
    try {
      await remove({ variables: { input: { libraryId: library.id, itemId: item.id, expectedVersion: item.version } } });
      showToast(`Item ${item.name} deleted.`, { variant: 'success' });
      navigate(libraryPath(library.id));
    } catch (failure) {
      setConfirmingDelete(false);
      setMessage(refusalMessage(failure) ?? 'The item could not be deleted.');
    }
  }

  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography variant="h2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {item ? item.name : 'New item'}
      </Typography>
      {message ? (
        <Alert severity="error" sx={{ mb: 2 }} ref={alertRef} tabIndex={-1}>
          {message}
        </Alert>
      ) : null}
      <Box component="form" onSubmit={(event) => void save(event)} noValidate sx={{ display: 'grid', gap: 2 }}>
        {library.fieldArraySchema.map((field) => (
          <ItemValueField
            key={field.fieldName}
            field={field}
            value={values[field.fieldName] ?? ''}
            error={problems[field.fieldName]}
            readOnly={readOnly}
            onChange={(value) => setValues((current) => ({ ...current, [field.fieldName]: value }))}
          />
        ))}
        {readOnly ? null : (
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={busy}>
              {item ? 'Save' : 'Add Item'}
            </Button>
            {item ? (
              <Button variant="outlined" color="error" onClick={() => setConfirmingDelete(true)} disabled={busy}>
                Delete
              </Button>
            ) : null}
          </Stack>
        )}
      </Box>
      <ConfirmDialog
        open={confirmingDelete}
        title={`Delete ${item?.name ?? 'this item'}?`}
        text="The item is removed from the library. Answers already given keep it."
        confirmLabel="Delete"
        busy={removing.loading}
        onConfirm={() => void deleteNow()}
        onClose={() => setConfirmingDelete(false)}
      />
    </Box>
  );
}
