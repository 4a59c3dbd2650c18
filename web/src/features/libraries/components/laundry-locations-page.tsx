import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { laundryLocationsEntryKey, laundryLocationsLibraryId } from '@schema/home/assessment-type-entries';
import { PageContainer } from '@/components/page-container';
import { AccessDeniedPage } from '@/components/errors/access-denied-page';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLibrarySchema } from '../api/use-libraries';
import { LibraryItemsPage } from './library-items-page';
import { LaundryLocationsEntryDocument } from '../api/laundry-locations-entry.generated';

/**
 * `/manage/laundry-locations`: where lab coats and other PPE are dropped off for laundering, for PPE coordinators.
 * The locations are the items of the Laundry Locations library (docs/decisions.md, rooms16): the page is for those
 * Home gives the entry (a PPE coordinator role), and the API lets only the library's people read or edit it.
 */
export function LaundryLocationsPage() {
  useDocumentTitle('Manage Laundry Locations');
  const entries = useQuery(LaundryLocationsEntryDocument, { fetchPolicy: 'cache-and-network' });
  const coordinator = entries.data?.homeEntries.some((entry) => entry.key === laundryLocationsEntryKey);
  const library = useLibrarySchema(laundryLocationsLibraryId);
  const schema = library.data?.fetchSchema;
  if (entries.error && !entries.data) return <QueryErrorPage error={entries.error} />;
  if (!entries.data) return <PageLoading />;
  if (!coordinator) return <AccessDeniedPage />;
  if (library.error && !schema) return <QueryErrorPage error={library.error} />;
  if (!schema) return <PageLoading />;
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Manage Laundry Locations
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        Where lab coats and other PPE are dropped off for laundering: building and room, hours, contact and whether each is in use. Open a location to edit it.
      </Typography>
      <LibraryItemsPage library={schema} />
    </PageContainer>
  );
}
