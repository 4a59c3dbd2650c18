import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '@/components/page-container';
import { PageLoading } from '@/components/page-loading';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTemplateIntro } from '../api/template-intro';
import { useStartForm } from '../hooks/use-start-form';
import { TemplateDocuments } from './template-documents';

/** The template intro: name, description, Cancel and Start Form, then the forms already started from it. */
export function TemplateIntroPage({ templateGroupId }: { templateGroupId: string }) {
  const { data, loading, error } = useTemplateIntro(templateGroupId);
  const { start, starting } = useStartForm();
  const template = data?.latestPublishedTemplateByGroup;
  useDocumentTitle(template?.name);

  if (error && !data) return <QueryErrorPage error={error} />;
  if (loading) return <PageLoading />;
  if (!template) return <NotFoundPage />;

  return (
    <PageContainer>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h1">{template.name}</Typography>
        {template.description ? (
          <Typography sx={{ mt: 2, whiteSpace: 'pre-line', maxWidth: '75ch' }}>{template.description}</Typography>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4, justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to="/" variant="outlined">
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void start(template.id)} disabled={starting}>
            {starting ? 'Starting…' : 'Start Form'}
          </Button>
        </Box>
      </Paper>
      <Typography variant="h2" sx={{ mt: 5, mb: 2 }}>
        Forms
      </Typography>
      {/* One grid (and map of cursors) per group: a cursor of one group never opens a page of another. */}
      <TemplateDocuments key={template.groupId} groupId={template.groupId} />
    </PageContainer>
  );
}
