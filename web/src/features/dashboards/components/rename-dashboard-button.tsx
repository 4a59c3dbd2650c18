import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { hasErrorCode } from '@/lib/errors/error-codes';
import type { DashboardScreenQuery } from '@/gql/graphql';
import { useRenameDashboard } from '../api/rename-dashboard';
import { plainItems, type StoredLayout } from '../hooks/layout-draft';

type ShownDashboard = DashboardScreenQuery['dashboard'];

/** The longest name saveDashboard takes (schema/src/dashboards/inputs.ts). */
const nameLimit = 200;


/**
 * Rename: a dialog with the name, saved with saveDashboard at the version shown, with the stored grid (the page
 * layout's: one item holds both) (CONFLICT says someone else changed
 * it). While the layout has unsaved changes the dialog says to save them first: the rename would move the version
 * under them and their save would then conflict. The dialog gives focus back to the button when it closes.
 */
export function RenameDashboardButton({ dashboard, layouts, layoutDirty }: { dashboard: ShownDashboard; layouts: StoredLayout['layouts']; layoutDirty: boolean }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(dashboard.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [rename, { loading }] = useRenameDashboard();
  const { showToast } = useToast();
  const id = useId();

  const close = () => {
    setOpen(false);
    setProblem(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setProblem('A dashboard name is required');
    if (trimmed.length > nameLimit) return setProblem(`A dashboard name is at most ${nameLimit} characters`);
    try {
      await rename({
        variables: {
          input: {
            id: dashboard.id,
            expectedVersion: dashboard.version,
            name: trimmed,
            metrics: dashboard.metrics,
            layouts: { lg: plainItems(layouts.lg), md: plainItems(layouts.md), sm: plainItems(layouts.sm) },
            defaultDashboardId: dashboard.defaultDashboardId ?? null,
          },
        },
      });
      close();
      showToast('Dashboard renamed', { variant: 'success' });
    } catch (error) {
      setProblem(hasErrorCode(error, 'CONFLICT') ? 'This dashboard was changed by someone else. Reload the page and try again.' : 'The dashboard could not be renamed. Please try again.');
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        onClick={() => {
          setName(dashboard.name);
          setOpen(true);
        }}
      >
        Rename
      </Button>
      <Dialog
        open={open}
        onClose={loading ? undefined : close}
        aria-labelledby={`${id}-title`}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id={`${id}-title`}>Rename dashboard</DialogTitle>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogContent>
            {layoutDirty ? (
              <Alert severity="info" sx={{ mb: 1 }}>
                The layout has unsaved changes. Save the layout first, then rename the dashboard.
              </Alert>
            ) : null}
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label="Dashboard name"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setProblem(null);
              }}
              error={Boolean(problem)}
              helperText={problem ?? ' '}
              slotProps={{ htmlInput: { maxLength: nameLimit + 1 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={loading || layoutDirty}>
              Rename
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
