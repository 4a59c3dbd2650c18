import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CursorDataGrid } from '@/components/cursor-data-grid';
import { titleFieldOf } from '@schema/libraries/library-model';
import { useCursorPageParams } from '@/lib/pagination/use-cursor-page-params';
import { useLibraryItemsPage } from '../api/use-libraries';
import { cellText, parseValues } from '../hooks/item-cells';
import { libraryItemPath, newItemId } from '../hooks/library-paths';
import type { LibrarySchema } from './library-frame';

interface Row {
  id: string;
  name: string;
  values: Record<string, unknown>;
}

/** `/studio/global/library/{libraryId}`: the items, server-paged, in columns of the showInTable fields in displayOrder. */
export function LibraryItemsPage({ library }: { library: LibrarySchema }) {
  const paging = useCursorPageParams();
  const [searchTerm, setSearchTerm] = useState('');
  const term = searchTerm.trim() || null;
  const { data, previousData, loading, error } = useLibraryItemsPage({ libraryId: library.id, searchTerm: term, limit: paging.size, cursor: paging.cursor });
  const page = (data ?? previousData)?.libraryItems;
  // The first column is the item's name (its title field's value); the other shown fields follow in displayOrder.
  const title = titleFieldOf(library)?.fieldName;
  const shown = library.fieldArraySchema.filter((field) => field.showInTable && field.fieldName !== title);
  const columns = useMemo<Array<GridColDef<Row>>>(
    () => [
      {
        field: '__name',
        headerName: title ?? 'Name',
        flex: 1.5,
        minWidth: 160,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={libraryItemPath(library.id, row.id)} sx={{ overflowWrap: 'anywhere' }}>
            {row.name}
          </Link>
        ),
      },
      ...shown.map<GridColDef<Row>>((field) => ({
        field: `v_${field.fieldName}`,
        headerName: field.fieldName,
        flex: 1,
        minWidth: 130,
        valueGetter: (_value, row) => cellText(row.values[field.fieldName]),
      })),
    ],
    [library.id, shown, title],
  );
  const rows = (page?.items ?? []).map((item) => ({ id: item.id, name: item.name, values: parseValues(item.values) }));
  // While searching the total is unknown (a counter counts the whole library): the grid says "more than" instead.
  const answer = page ? { docs: rows, meta: { page: paging.page, total: page.totalRecordCount ?? rows.length, nextCursor: page.cursor }, partialTotal: page.totalRecordCount === null } : undefined;

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Search items"
          helperText="By the start of the name"
          value={searchTerm}
          onChange={(event) => {
            setSearchTerm(event.target.value);
            if (paging.page !== 1) paging.setSize(paging.size);
          }}
          sx={{ width: { xs: '100%', sm: 360 } }}
        />
        {library.permissions.canEditItems ? (
          <Button variant="contained" component={RouterLink} to={libraryItemPath(library.id, newItemId)} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
            Add Item
          </Button>
        ) : null}
      </Stack>
      {library.fieldArraySchema.length === 0 ? <Typography sx={{ mb: 2 }}>This library has no fields yet.</Typography> : null}
      {error && !page ? <Alert severity="error">The items could not be loaded.</Alert> : null}
      <Box sx={{ overflowX: 'auto' }}>
        <CursorDataGrid
          label={`Items of ${library.objectName}`}
          columns={columns}
          phoneCard={(row) => (
            <Stack spacing={0.25} sx={{ py: 1, minWidth: 0 }}>
              <Link component={RouterLink} to={libraryItemPath(library.id, row.id)} sx={{ overflowWrap: 'anywhere' }}>
                {row.name}
              </Link>
              {shown.slice(0, 3).map((field) => (
                <Typography key={field.fieldName} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {field.fieldName}: {cellText(row.values[field.fieldName])}
                </Typography>
              ))}
            </Stack>
          )}
          answer={answer}
          paging={paging}
          loading={loading && !page}
          emptyText={term ? 'No items match.' : 'No items yet.'}
        />
      </Box>
    </Box>
  );
}
