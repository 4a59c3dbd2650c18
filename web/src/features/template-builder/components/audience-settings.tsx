import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLoading } from '@/components/page-loading';
import { useAudienceChoices } from '../api/audience-choices';
import { useTemplateAudience } from '../api/template-audience';
import { useAudienceEdits } from '../hooks/use-audience-edits';
import { AudienceEditor } from './audience-editor';
import { SharedProgramsEditor } from './shared-programs-editor';

/** The template settings' Audience and Shared programs, with one status line for their saves. */
export function AudienceSettings({ templateId }: { templateId: string }) {
  const query = useTemplateAudience(templateId);
  const template = query.data?.templateById ?? null;
  const choices = useAudienceChoices(template?.campusCode);
  const edits = useAudienceEdits({ id: templateId, revision: template?.revision ?? 0 }, () => query.refetch());
  if (!template) {
    if (query.loading) return <PageLoading />;
    return <Alert severity="error">The audience of this template cannot be shown. Please try again.</Alert>;
  }
  const programs = choices.data?.findProgramsByCampus ?? [];
  return (
    <Stack spacing={3}>
      <Divider />
      {edits.state.kind === 'failed' ? <Alert severity="error">{edits.state.message}</Alert> : null}
      <Typography role="status" variant="body2" color="text.secondary">
        {edits.state.kind === 'saving' ? 'Saving…' : edits.state.kind === 'saved' ? 'Saved' : ''}
      </Typography>
      <AudienceEditor template={template} choices={{ campuses: choices.data?.campuses ?? [], programs, loading: choices.loading }} edits={edits} />
      <SharedProgramsEditor template={template} programs={programs} loading={choices.loading} edits={edits} />
    </Stack>
  );
}
