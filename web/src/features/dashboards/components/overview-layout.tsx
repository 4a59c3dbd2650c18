import Alert from '@mui/material/Alert';
import { overviewLayoutId } from '@schema/dashboards/ids';
import type { ReactNode } from 'react';
import { PageLoading } from '@/components/page-loading';
import { useOverviewLayout } from '../api/overview-layout';
import { LazyLayoutEditor as LayoutEditor } from './lazy-layout-editor';

/**
 * A program overview's layout: editable in the studio (by the program's admins), read-only in the program area,
 * where `empty` (the overview's default content, its templates) shows until a layout with widgets is saved.
 */
export function OverviewLayout({ programId, editable, empty }: { programId: string; editable: boolean; empty?: ReactNode }) {
  const { data, loading, error, refetch } = useOverviewLayout(programId);
  if (error && !data) return empty ? <>{empty}</> : <Alert severity="error">The overview layout could not be loaded.</Alert>;
  if (loading && !data) return <PageLoading />;
  if (!data) return empty ? <>{empty}</> : null;
  const layout = data.findLayout;
  return (
    <LayoutEditor
      key={layout.id}
      layoutId={overviewLayoutId(programId)}
      programId={programId}
      stored={layout}
      editable={editable && layout.canEdit}
      onReload={async () => (await refetch()).data?.findLayout}
      empty={empty}
    />
  );
}
