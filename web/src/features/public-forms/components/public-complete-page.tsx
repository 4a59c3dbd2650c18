import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { PageContainer } from '@/components/page-container';
import { PageLoading } from '@/components/page-loading';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PublicRoutesOpenDocument } from '../api/public-routes-open.generated';

/** /public/complete: where a submitted public form lands; the guest session has ended (no guest token is used). */
export function PublicCompletePage() {
  const { data, loading } = useQuery(PublicRoutesOpenDocument);
  useDocumentTitle('Form Complete');

  if (loading) return <PageLoading />;
  if (!data?.publicRoutesOpen) return <NotFoundPage />;

  return (
    <PageContainer maxWidth="md">
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h1" sx={{ mt: 1 }}>
          Form Complete
        </Typography>
        <Typography sx={{ mt: 2 }}>Thank you. Your answers have been sent. You can close this page.</Typography>
      </Paper>
    </PageContainer>
  );
}
