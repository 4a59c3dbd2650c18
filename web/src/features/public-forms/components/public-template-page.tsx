import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageContainer } from '@/components/page-container';
import { PageLoading } from '@/components/page-loading';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PublicTemplateDocument } from '../api/public-template.generated';
import { StartPublicFormDocument } from '../api/start-public-form.generated';
import { publicFormPath } from '../hooks/public-paths';

/**
 * /public/template/{templateGroupId}: a template open to the public, with Start Form, which starts the guest's
 * form or resumes the one this browser started before. Not found for any other template, or with the flag off.
 */
export function PublicTemplatePage({ templateGroupId }: { templateGroupId: string }) {
  const { data, loading, error } = useQuery(PublicTemplateDocument, { variables: { templateGroupId } });
  const [startForm, { loading: starting }] = useMutation(StartPublicFormDocument);
  const [failed, setFailed] = useState(false);
  const navigate = useNavigate();
  const template = data?.publicTemplate;
  useDocumentTitle(template?.name);

  if (error && !data) return <QueryErrorPage error={error} />;
  if (loading || !template) return <PageLoading />;

  const start = async () => {
    setFailed(false);
    try {
      const started = await startForm({ variables: { input: { templateGroupId } } });
      if (started.data) navigate(publicFormPath(started.data.startPublicForm.id));
    } catch {
      setFailed(true);
    }
  };

  return (
    <PageContainer maxWidth="md">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h1">{template.name}</Typography>
        {template.description ? <Typography sx={{ mt: 2, whiteSpace: 'pre-line', maxWidth: '75ch' }}>{template.description}</Typography> : null}
        {failed ? (
          <Alert severity="error" sx={{ mt: 3 }}>
            The form could not be started. Please try again.
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 4 }}>
          <Button variant="contained" onClick={() => void start()} disabled={starting}>
            {starting ? 'Starting…' : 'Start Form'}
          </Button>
        </Box>
      </Paper>
    </PageContainer>
  );
}
