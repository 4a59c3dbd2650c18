import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { CursorDataGrid } from '@/components/cursor-data-grid';
import type { CursorPageParams } from '@/lib/pagination/use-cursor-page-params';
import { locationText, quantityText, type ContainerRow } from '../hooks/container-text';
import { ContainerActions, type ContainerAction } from './container-actions';

/** Props of {@link ContainersGrid}. */
export interface ContainersGridProps {
  label: string;
  page: { items: ContainerRow[]; total?: number | null; nextCursor?: string | null } | undefined;
  paging: CursorPageParams;
  loading: boolean;
  searching: boolean;
  disposed: boolean;
  canManage: boolean;
  onAction(action: ContainerAction, row: ContainerRow): void;
}

/** The containers, a server page at a time: a table from 600 px, cards (chemical, quantity, place, id, buttons) below. */
export function ContainersGrid({ label, page, paging, loading, searching, disposed, canManage, onAction }: ContainersGridProps) {
  const columns = useMemo<Array<GridColDef<ContainerRow>>>(
    () => [
      { field: 'chemical', headerName: 'Chemical', flex: 1.2, minWidth: 150, sortable: false, valueGetter: (_value, row) => row.chemical.name },
      { field: 'quantity', headerName: 'Quantity', flex: 0.6, minWidth: 100, sortable: false, valueGetter: (_value, row) => quantityText(row) },
      { field: 'location', headerName: 'Location', flex: 1.4, minWidth: 180, sortable: false, valueGetter: (_value, row) => locationText(row.location) },
      { field: 'barcode', headerName: 'Container ID', flex: 0.8, minWidth: 120, sortable: false, valueGetter: (_value, row) => row.barcode ?? '—' },
      {
        field: 'actions',
        headerName: 'Actions',
        flex: 1.6,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) => <ContainerActions row={row} canManage={canManage} onAction={onAction} />,
      },
    ],
    [canManage, onAction],
  );
  const rows = page?.items ?? [];
  const answer = page ? { docs: rows, meta: { page: paging.page, total: page.total ?? rows.length, nextCursor: page.nextCursor }, partialTotal: page.total === null } : undefined;
  const empty = searching ? 'No containers match.' : disposed ? 'No containers have been disposed of.' : 'No containers yet.';
  return (
    <CursorDataGrid
      label={label}
      columns={columns}
      phoneCard={(row) => (
        <Stack spacing={0.25} sx={{ py: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.chemical.name}</Typography>
          <Typography variant="body2">{quantityText(row)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {locationText(row.location)}
          </Typography>
          {row.barcode ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              Container ID {row.barcode}
            </Typography>
          ) : null}
          <ContainerActions row={row} canManage={canManage} onAction={onAction} />
        </Stack>
      )}
      answer={answer}
      paging={paging}
      loading={loading}
      emptyText={empty}
    />
  );
}
