import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect } from 'react';
import { CursorDataGrid } from '@/components/cursor-data-grid';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { FacilityFacts } from '@/components/facility-facts';
import { PageContainer } from '@/components/page-container';
import type { FacilityRowFragment } from '@/gql/graphql';
import { useCursorPageParams } from '@/lib/pagination/use-cursor-page-params';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFacilities } from '../api/facilities';

const columns: Array<GridColDef<FacilityRowFragment>> = [
  { field: 'name', headerName: 'Name', flex: 2, minWidth: 200, sortable: false },
  { field: 'roles', headerName: 'Roles', flex: 2, minWidth: 160, sortable: false, valueGetter: (_value, row) => row.roles.join(', ') },
  { field: 'type', headerName: 'Type', flex: 1, minWidth: 140, sortable: false },
  { field: 'district', headerName: 'District', flex: 1, minWidth: 140, sortable: false },
  { field: 'license', headerName: 'License', flex: 1, minWidth: 140, sortable: false },
];

/**
 * /profile/facilities/user/{userId}: every facility the user holds a role at, A to Z, paged by cursor. The list
 * has no total (a count per person would be a counter to keep for little use), so the grid says "more than" while
 * a next page exists; a page number without its cursor starts again at page 1.
 */
export function FacilitiesPage({ userId }: { userId: string }) {
  useDocumentTitle('Facilities');
  const paging = useCursorPageParams();
  const lostPlace = paging.page > 1 && !paging.cursor;
  useEffect(() => {
    if (lostPlace) paging.setPage(1);
  }, [lostPlace, paging]);
  const { data, previousData, loading, error } = useFacilities({ userId, size: paging.size, cursor: lostPlace ? null : paging.cursor });
  if (error && !data) return <QueryErrorPage error={error} />;
  const result = (data ?? previousData)?.facilitiesByUser;
  const answer = result && {
    docs: result.docs,
    meta: { page: paging.page, total: (paging.page - 1) * paging.size + result.docs.length, nextCursor: result.nextCursor },
    partialTotal: true,
  };
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Facilities
      </Typography>
      <CursorDataGrid
        label="Facilities"
        columns={columns}
        phoneCard={(row) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, py: 1, minWidth: 0 }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {row.name}
            </Box>
            <FacilityFacts roles={row.roles} type={row.type} district={row.district} license={row.license} />
          </Box>
        )}
        answer={answer}
        paging={paging}
        loading={loading}
        emptyText="You have no facilities."
      />
    </PageContainer>
  );
}
