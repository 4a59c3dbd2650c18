import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/toast/toast-context';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthorizationModel } from '../api/authorization-model';

/** Studio global index, "Auth Model": the text of the latest authorization model, scrollable, with a copy button. */
export function AuthModelPage() {
  useDocumentTitle('Auth Model');
  const { data, loading, error } = useAuthorizationModel();
  const { showToast } = useToast();
  const model = data?.fgaAuthorizationModel;

  if (error && !model) return <QueryErrorPage error={error} />;
  if (loading || !model) return <PageLoading />;

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      showToast('The model was copied.', { variant: 'success' });
    } catch {
      showToast('The model could not be copied.', { variant: 'error' });
    }
  }

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          Auth Model
        </Typography>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy(model.dsl)}>
          Copy
        </Button>
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 2, overflowWrap: 'anywhere' }}>
        The latest authorization model, {model.id}.
      </Typography>
      <Paper variant="outlined">
        <Box
          component="pre"
          tabIndex={0}
          role="region"
          aria-label="Authorization model"
          sx={{
            m: 0,
            p: 2,
            maxHeight: '65vh',
            overflow: 'auto',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
            fontSize: '0.875rem',
            lineHeight: 1.5,
          }}
        >
          {model.dsl}
        </Box>
      </Paper>
    </>
  );
}
