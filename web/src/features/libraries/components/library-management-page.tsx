import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CursorDataGrid } from '@/components/cursor-data-grid';
import type { SearchLibraryListQuery } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format-date';
import { useCursorPageParams } from '@/lib/pagination/use-cursor-page-params';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCanCreateLibrary, useLibraryList } from '../api/use-libraries';
import { libraryManagementPath, libraryOpenPath } from '../hooks/library-paths';
import { NewLibraryDialog } from './new-library-dialog';

type Library = SearchLibraryListQuery['searchLibrariesV2']['results'][number];

const typeLabels: Record<string, string> = { CHEMICAL: 'Chemical', PESTICIDE: 'Pesticide' };

/** A library's status as a chip: DRAFT stands out, published is quiet. */
export const StatusChip = ({ status }: { status: string }) => (
  <Chip size="small" label={status === 'DRAFT' ? 'Draft' : 'Published'} color={status === 'DRAFT' ? 'warning' : 'success'} variant="outlined" />
);

const NameLink = ({ library }: { library: Library }) => (
  <Link component={RouterLink} to={libraryOpenPath(library)} sx={{ overflowWrap: 'anywhere' }}>
    {library.objectName}
  </Link>
);

const columns: Array<GridColDef<Library>> = [
  { field: 'objectName', headerName: 'Name', flex: 2, minWidth: 180, renderCell: ({ row }) => <NameLink library={row} /> },
  { field: 'status', headerName: 'Status', width: 130, renderCell: ({ row }) => <StatusChip status={row.status} /> },
  { field: 'libraryType', headerName: 'Type', width: 130, valueGetter: (_value, row) => (row.libraryType ? typeLabels[row.libraryType] : '') },
  { field: 'itemCount', headerName: 'Items', width: 100, type: 'number' },
  { field: 'updatedAt', headerName: 'Last updated', width: 190, valueGetter: (_value, row) => formatDateTime(row.updatedAt) },
];

/** `/studio/global/library-management`: the libraries, by name, with search and New Library. */
export function LibraryManagementPage() {
  useDocumentTitle('Library Management');
  const paging = useCursorPageParams();
  const [searchTerm, setSearchTerm] = useState('');
  const [creating, setCreating] = useState(false);
  const mayCreate = useCanCreateLibrary().data?.check === true;
  const { data, previousData, loading, error } = useLibraryList({ searchTerm: searchTerm.trim() || null, limit: paging.size, cursor: paging.cursor });
  const list = (data ?? previousData)?.searchLibrariesV2;
  const answer = list ? { docs: list.results, meta: { page: paging.page, total: list.totalRecordCount, nextCursor: list.cursor } } : undefined;

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h1">Library Management</Typography>
        {mayCreate ? (
          <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
            <Button component={RouterLink} to={`${libraryManagementPath}/permissions`}>
              Permissions
            </Button>
            <Button variant="contained" onClick={() => setCreating(true)}>
              New Library
            </Button>
          </Stack>
        ) : null}
      </Stack>
      <TextField
        label="Search libraries"
        helperText="By the start of the name"
        value={searchTerm}
        onChange={(event) => {
          setSearchTerm(event.target.value);
          if (paging.page !== 1) paging.setSize(paging.size);
        }}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
      />
      {error && !list ? <Alert severity="error">The libraries could not be loaded.</Alert> : null}
      <CursorDataGrid
        label="Libraries"
        columns={columns}
        phoneCard={(library) => (
          <Stack spacing={0.5} sx={{ py: 1 }}>
            <NameLink library={library} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <StatusChip status={library.status} />
              <Typography variant="body2" color="text.secondary">
                {library.itemCount.toLocaleString('en-US')} items
              </Typography>
            </Stack>
          </Stack>
        )}
        answer={answer}
        paging={paging}
        loading={loading && !list}
        emptyText="No libraries match."
      />
      <NewLibraryDialog open={creating} onClose={() => setCreating(false)} />
    </Box>
  );
}
