import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDashboardScreen } from '../api/dashboard-screen';
import { DeleteLayoutButton } from './delete-layout-button';
import { LazyLayoutEditor as LayoutEditor } from './lazy-layout-editor';
import { RenameDashboardButton } from './rename-dashboard-button';

/**
 * A dashboard screen: its name and its layout, editable by whoever may change it (its owner, or for a PROGRAM
 * dashboard the program's admins), with Rename and Delete. A FORBIDDEN (403) answer shows the access-denied page.
 */
export function DashboardPage({ dashboardId, afterDelete }: { dashboardId: string; afterDelete: string }) {
  const { data, loading, error, refetch } = useDashboardScreen(dashboardId);
  const navigate = useNavigate();
  useDocumentTitle(data?.dashboard.name ?? null);
  if (error && !data) return <QueryErrorPage error={error} />;
  if (loading && !data) return <PageLoading />;
  if (!data) return <PageLoading />;
  const { dashboard, findLayout: layout } = data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {dashboard.name}
        </Typography>
        <Chip size="small" variant="outlined" label={dashboard.type === 'PROGRAM' ? 'Program dashboard' : 'My dashboard'} />
      </Stack>
      <LayoutEditor
        key={layout.id}
        layoutId={layout.id}
        programId={layout.programId}
        stored={layout}
        editable={layout.canEdit}
        onReload={async () => (await refetch()).data?.findLayout}
        actions={({ dirty }) =>
          layout.canEdit ? (
            <>
              <RenameDashboardButton dashboard={dashboard} layouts={layout.layouts} layoutDirty={dirty} />
              <DeleteLayoutButton layoutId={layout.id} version={layout.version} onDeleted={() => void navigate(afterDelete)} />
            </>
          ) : null
        }
      />
    </Stack>
  );
}
