import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/toast/toast-context';
import { useNavigate } from 'react-router-dom';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProgramStartFormMutation } from '../api/program-start-form';
import { useProgramTemplate } from '../api/program-template';
import { programFormPath } from '../hooks/program-paths';
import { ProgramTemplateForms } from './program-template-forms';

/** The toast shown when starting a form gives no form back. */
export const startFormFailedMessage = 'Failed to start form.';

/** A template inside a program: its name, description and Start Form, then the forms started from it. */
export function ProgramTemplatePage({ programId, templateGroupId }: { programId: string; templateGroupId: string }) {
  const { data, loading, error } = useProgramTemplate(templateGroupId);
  const [startForm, starting] = useProgramStartFormMutation();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const template = data?.latestPublishedTemplateByGroup;
  useDocumentTitle(template?.name);

  if (error && !data) return <QueryErrorPage error={error} />;
  if (loading && !data) return <PageLoading />;
  if (!template) return <NotFoundPage />;

  async function start(templateId: string) {
    const result = await startForm({ variables: { input: { templateId } } }).catch(() => null);
    const formId = result?.data?.startForm?.id;
    if (formId) navigate(programFormPath(programId, formId));
    else showToast(startFormFailedMessage, { variant: 'error' });
  }

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {template.name}
        </Typography>
        {template.description ? <Typography sx={{ mt: 2, whiteSpace: 'pre-line', maxWidth: '75ch' }}>{template.description}</Typography> : null}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <Button variant="contained" onClick={() => void start(template.id)} disabled={starting.loading}>
            {starting.loading ? 'Starting…' : 'Start Form'}
          </Button>
        </Box>
      </Paper>
      <Typography variant="h2" sx={{ mt: 5, mb: 2 }}>
        Forms
      </Typography>
      {/* One grid (and map of cursors) per group: a cursor of one group never opens a page of another. */}
      <ProgramTemplateForms key={template.groupId} programId={programId} groupId={template.groupId} />
    </Box>
  );
}
