import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { allowedPageSizes } from '@schema/paging/page-request';
import type { ReactNode } from 'react';
import type { PageParams } from '@/lib/pagination/use-page-params';
import { PageLoading } from './page-loading';

/** One column of a paged table. */
export interface TableColumn<Row> {
  key: string;
  header: string;
  render(row: Row): ReactNode;
  /** Hidden on phones when the column is not essential. */
  hideOnPhone?: boolean;
}

/** Props of {@link PagedTable}. */
export interface PagedTableProps<Row> {
  /** Names the table for assistive technology. */
  label: string;
  columns: Array<TableColumn<Row>>;
  rows: Row[];
  rowKey(row: Row): string;
  total: number;
  paging: PageParams;
  loading?: boolean;
  emptyText: string;
}

/** A server-paged table with page sizes 25, 50 and 100; scrolls sideways rather than squeezing on phones. */
export function PagedTable<Row>({ label, columns, rows, rowKey, total, paging, loading, emptyText }: PagedTableProps<Row>) {
  const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } };
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label={label} size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} sx={column.hideOnPhone ? phoneHidden : undefined}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.key} sx={column.hideOnPhone ? phoneHidden : undefined}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {loading && rows.length === 0 ? <PageLoading /> : null}
      {!loading && rows.length === 0 ? (
        <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{emptyText}</Typography>
      ) : null}
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, Math.min(paging.page - 1, Math.ceil(total / paging.size) - 1))}
        rowsPerPage={paging.size}
        rowsPerPageOptions={[...allowedPageSizes]}
        onPageChange={(_event, zeroBased) => paging.setPage(zeroBased + 1)}
        onRowsPerPageChange={(event) => paging.setSize(Number(event.target.value))}
        // On a phone the controls wrap instead of pushing the next-page arrow off the screen.
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5, px: { xs: 1, sm: 2 } } }}
      />
    </Paper>
  );
}
