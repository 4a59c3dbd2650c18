import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AllDocuments } from './all-documents';
import { RecentDocuments } from './recent-documents';

/** The documents page (/documents): Recents, then All documents. */
export function DocumentsPage() {
  useDocumentTitle('Documents');
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Documents
      </Typography>
      <RecentDocuments />
      <Typography variant="h2" sx={{ mb: 2 }}>
        All documents
      </Typography>
      <AllDocuments />
    </PageContainer>
  );
}
