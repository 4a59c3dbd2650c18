import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { allowedPageSizes } from '@schema/paging/page-request';
import { useRememberNextCursor, type CursorPageParams } from '@/lib/pagination/use-cursor-page-params';

/** The field of the one column a phone shows when rows are cards. */
const phoneCardField = '__card';

/** One page of a cursor-paged list as the server answered it. */
export interface CursorPageAnswer<Row> {
  docs: Row[];
  meta: { page: number; total: number; nextCursor?: string | null };
  /** The total counts only what was found so far: the grid says "more than" it while a next page exists. */
  partialTotal?: boolean | null;
}

/** Props of {@link CursorDataGrid}. */
export interface CursorDataGridProps<Row extends GridValidRowModel> {
  /** Names the grid for assistive technology. */
  label: string;
  columns: Array<GridColDef<Row>>;
  /** Fields hidden on phones (columns that are not essential), when the list has no phone card. */
  phoneHiddenFields?: string[];
  /**
   * A row as a card on phones (under 600 px): the grid shows this one column instead of its columns, so a row
   * reads top to bottom (name, id and time, status) rather than squeezing four columns into 360 px.
   */
  phoneCard?: (row: Row) => ReactNode;
  answer: CursorPageAnswer<Row> | undefined;
  paging: CursorPageParams;
  loading: boolean;
  emptyText: string;
  /**
   * Sorting by the server: the list's sort and how to change it (a column header sorts; columns the server cannot
   * sort by say `sortable: false`). Without it the columns do not sort.
   */
  sorting?: { model: GridSortModel; onChange(model: GridSortModel): void };
}

/**
 * A server-paged DataGrid over a cursor-paged list: the page and size come from the address, the page after this
 * one opens with the cursor this page answered (a page → cursor map), and the row count is the list's total, or
 * unknown ("more than") while the total is partial.
 */
export function CursorDataGrid<Row extends GridValidRowModel>({ label, columns, phoneHiddenFields = [], phoneCard, answer, paging, loading, emptyText, sorting }: CursorDataGridProps<Row>) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  useRememberNextCursor(paging, answer?.meta);
  const nextCursor = answer?.meta.nextCursor;

  const partial = answer?.partialTotal === true && Boolean(nextCursor);
  const cards = phone && phoneCard;
  const shownColumns: Array<GridColDef<Row>> = cards
    ? [{ field: phoneCardField, headerName: columns[0]?.headerName ?? label, flex: 1, sortable: false, renderCell: ({ row }) => phoneCard(row) }]
    : columns;
  const onPaginationModelChange = (model: GridPaginationModel) => {
    if (model.pageSize !== paging.size) paging.setSize(model.pageSize);
    else paging.setPage(model.page + 1);
  };
  return (
    <Paper variant="outlined">
      <DataGrid
        aria-label={label}
        rows={answer?.docs ?? []}
        columns={shownColumns}
        columnVisibilityModel={phone && !cards ? Object.fromEntries(phoneHiddenFields.map((field) => [field, false])) : {}}
        paginationMode="server"
        rowCount={partial ? -1 : (answer?.meta.total ?? 0)}
        paginationMeta={{ hasNextPage: Boolean(nextCursor) }}
        paginationModel={{ page: paging.page - 1, pageSize: paging.size }}
        onPaginationModelChange={onPaginationModelChange}
        pageSizeOptions={[...allowedPageSizes]}
        loading={loading}
        density="compact"
        // Names wrap instead of losing their id behind an ellipsis on a phone.
        getRowHeight={() => 'auto'}
        autoHeight
        disableColumnMenu
        disableColumnSorting={!sorting}
        {...(sorting ? { sortingMode: 'server' as const, sortModel: sorting.model, onSortModelChange: sorting.onChange, sortingOrder: ['asc' as const, 'desc' as const] } : {})}
        disableRowSelectionOnClick
        // A page holds at most 100 rows: render them all, so every row is in the document for find-in-page and readers.
        disableVirtualization
        localeText={{ noRowsLabel: emptyText }}
        // Words wrap whole; only a single word longer than its cell is broken (overflow-wrap), never every name.
        sx={{
          border: 0,
          '& .MuiDataGrid-cell': { py: 0.75, whiteSpace: 'normal', wordBreak: 'normal', overflowWrap: 'break-word', display: 'flex', alignItems: 'center' },
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5, px: { xs: 1, sm: 2 } },
        }}
      />
    </Paper>
  );
}
