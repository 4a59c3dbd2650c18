import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { CursorDataGrid } from '@/components/cursor-data-grid';
import type { DataExplorerRowsQuery } from '@/gql/graphql';
import { errorsWithCode } from '@/lib/errors/error-codes';
import { formatDateTime } from '@/lib/format-date';
import { useCursorPageParams } from '@/lib/pagination/use-cursor-page-params';
import { useDataExplorerRows } from '../api/use-data-explorer-rows';
import type { ExplorerQuery } from '../hooks/explorer-query';

type Page = DataExplorerRowsQuery['dataExplorerRows'];
type Row = Page['docs'][number];
type Cell = Row['cells'][number];

/** A cell as the grid shows it: dates in local time, a restricted answer as "Restricted" (the server sent no text). */
function CellText({ cell, kind }: { cell: Cell | undefined; kind: string }) {
  if (cell?.restricted) {
    return (
      <Typography variant="body2" component="span" sx={{ fontStyle: 'italic', color: 'text.secondary' }} title="You may not see this part of the form in its status">
        Restricted
      </Typography>
    );
  }
  if (!cell?.text) return null;
  return <>{kind === 'date' ? formatDateTime(cell.text) : cell.text}</>;
}

/** The narrowest a column gets before the rows scroll sideways. */
const columnMinWidth = 140;

/** How far a page's search went, when the total is not known yet. */
function searchedText(page: Page): string | null {
  if (!page.partialTotal) return `${page.meta.total.toLocaleString('en-US')} ${page.meta.total === 1 ? 'form' : 'forms'}`;
  return `${page.meta.total.toLocaleString('en-US')} matching so far: searched ${page.scanned.toLocaleString('en-US')} of ${page.groupTotal.toLocaleString('en-US')} forms. Go to the next page to search on.`;
}

/** The server-paged rows of one query of one template. */
export function ExplorerGrid({ programId, templateGroupId, query }: { programId: string; templateGroupId: string; query: ExplorerQuery }) {
  const paging = useCursorPageParams();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const { data, previousData, loading, error } = useDataExplorerRows({
    programId,
    templateGroupId,
    page: paging.page,
    size: paging.size,
    cursor: paging.cursor,
    sort: query.sort,
    filters: query.filters,
  });
  const page = (data ?? previousData)?.dataExplorerRows;
  const refused = errorsWithCode(error, 'BAD_USER_INPUT')[0]?.message;
  if (error && !data) return <Alert severity="error">{refused ?? 'An error has occurred while loading the rows.'}</Alert>;

  const columns: Array<GridColDef<Row>> = (page?.columns ?? []).map((column, index) => ({
    field: `c${index}`,
    headerName: column.label,
    flex: 1,
    minWidth: columnMinWidth,
    sortable: false,
    renderCell: ({ row }) => <CellText cell={row.cells[index]} kind={column.kind} />,
  }));
  return (
    <Box>
      {page ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {searchedText(page)}
        </Typography>
      ) : null}
      {/*
        Wide column sets scroll in this box, not inside the grid: the grid is as wide as its columns, so its own
        height (autoHeight) never has to make room for a scrollbar, which hid the last row. Phones show cards.
      */}
      <Box sx={{ overflowX: 'auto' }}>
        <Box sx={{ minWidth: phone ? undefined : columnMinWidth * columns.length }}>
          <CursorDataGrid
            label="Data Explorer rows"
            columns={columns}
            phoneCard={(row) => (
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: 1, rowGap: 0.5, width: '100%' }}>
                {(page?.columns ?? []).map((column, index) => (
                  <Box key={column.key} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                      {column.label}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'break-word' }}>
                      <CellText cell={row.cells[index]} kind={column.kind} />
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
            answer={page}
            paging={paging}
            loading={loading && !page}
            emptyText="No forms match."
          />
        </Box>
      </Box>
    </Box>
  );
}
