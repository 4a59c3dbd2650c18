import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { changeKindOf } from '@schema/documents/change-kind';
import { pickRecentDocuments } from '@schema/documents/recent-documents';
import { FormIdTime } from '@/components/form-id-time';
import { SubjectLine } from '@/components/form-subject';
import { StatusBadge } from '@/components/status-badge';
import type { DocumentSummaryFragment } from '@/gql/graphql';
import { useRecentDocuments } from '../api/recent-documents';
import { DocumentName } from './document-name';

const cardGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
};

/** One Recents card: name (a link to the form), its subject, its id and when it was created or edited, and its status. */
function RecentCard({ document }: { document: DocumentSummaryFragment }) {
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none', bgcolor: document.canView ? undefined : 'action.hover' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%', '&:last-child': { pb: 2 } }}>
        <DocumentName document={document} />
        <SubjectLine subject={document.subject} />
        <Box sx={{ mt: 'auto', display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <FormIdTime autoId={document.autoId} time={document.lastSaved} event={changeKindOf(document)} />
          <StatusBadge status={document.status} />
        </Box>
      </CardContent>
    </Card>
  );
}

/** Recents: up to 8 of the user's latest documents as cards, the last changed first. Hidden when there are none. */
export function RecentDocuments() {
  const { data, loading, error } = useRecentDocuments();
  // The same rule as the server's, so the page never shows more than 8 whatever it is sent.
  const recents = pickRecentDocuments(data?.recentDocuments ?? []);
  if (!loading && !error && recents.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="recents-heading" sx={{ mb: 5 }}>
      <Typography id="recents-heading" variant="h2" sx={{ mb: 2 }}>
        Recents
      </Typography>
      {error ? <Alert severity="error">An error has occurred while fetching forms.</Alert> : null}
      {loading && !data ? (
        <Box sx={cardGrid}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rounded" height={104} />
          ))}
        </Box>
      ) : null}
      {recents.length > 0 ? (
        <Box component="ul" aria-label="Recent documents" sx={{ ...cardGrid, p: 0, m: 0 }}>
          {recents.map((document) => (
            <RecentCard key={document.id} document={document} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
