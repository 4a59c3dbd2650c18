import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/toast/toast-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateDashboard } from '../api/create-dashboard';

/**
 * New Dashboard: a name, then Create. A name blank after trimming is ignored (nothing is created, spec); a created
 * dashboard shows "Dashboard created successfully!" and opens; a failure shows "Error creating new dashboard".
 */
export function NewDashboardForm({ programId, type, pathOf }: { programId: string; type: 'USER' | 'PROGRAM'; pathOf(dashboardId: string): string }) {
  const [name, setName] = useState('');
  const [create, { loading }] = useCreateDashboard();
  const { showToast } = useToast();
  const navigate = useNavigate();
  useDocumentTitle('New Dashboard');
  const submit = async () => {
    if (name.trim() === '') return;
    try {
      const { data } = await create({ variables: { input: { programId, name, type } } });
      if (!data?.createDashboard) return;
      showToast('Dashboard created successfully!', { variant: 'success' });
      void navigate(pathOf(data.createDashboard.id));
    } catch {
      showToast('Error creating new dashboard', { variant: 'error' });
    }
  };
  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ maxWidth: 480 }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography variant="h1">New Dashboard</Typography>
      <Typography color="text.secondary">{type === 'PROGRAM' ? 'A dashboard every member of the program sees.' : 'A dashboard of your own in this program.'}</Typography>
      <TextField label="Dashboard name" value={name} onChange={(event) => setName(event.target.value)} autoFocus fullWidth slotProps={{ htmlInput: { maxLength: 200 } }} />
      <div>
        <Button type="submit" variant="contained" disabled={loading}>
          Create
        </Button>
      </div>
    </Stack>
  );
}
