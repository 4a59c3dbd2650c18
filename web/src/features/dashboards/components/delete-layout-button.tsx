import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useToast } from '@/components/toast/toast-context';
import { hasErrorCode } from '@/lib/errors/error-codes';
import { useDeletePageLayout } from '../api/delete-page-layout';

/** The delete confirmation's words (spec: end-user area section 5). */
export const deleteLayoutQuestion = 'Are you sure you want to delete this layout? This action cannot be undone.';

/** Delete, after the confirmation: removes the layout at the version shown, then `onDeleted` (leave the page). */
export function DeleteLayoutButton({ layoutId, version, onDeleted }: { layoutId: string; version: number; onDeleted(): void }) {
  const [open, setOpen] = useState(false);
  const [remove, { loading }] = useDeletePageLayout();
  const { showToast } = useToast();
  const confirm = async () => {
    try {
      await remove({ variables: { input: { id: layoutId, expectedVersion: version } } });
      setOpen(false);
      showToast('Layout deleted', { variant: 'success' });
      onDeleted();
    } catch (error) {
      setOpen(false);
      showToast(hasErrorCode(error, 'CONFLICT') ? 'This layout was changed by someone else. Reload it before deleting.' : 'The layout could not be deleted. Please try again.', { variant: 'error' });
    }
  };
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete layout"
        text={deleteLayoutQuestion}
        confirmLabel="Delete"
        busy={loading}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
        focusCancel
      />
    </>
  );
}
