import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import type { DeepDiveQuery } from '@/gql/graphql';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeepDive, useDeepDiveTemplates } from '../api/use-deep-dive';
import { QuestionDistribution } from './question-distribution';

type DeepDive = DeepDiveQuery['deepDive'];

function Outcomes({ outcomes }: { outcomes: DeepDive['outcomes'] }) {
  if (outcomes.length === 0) return <Typography color="text.secondary">This template has no outcomes.</Typography>;
  return (
    <Stack sx={{ gap: 1.5 }}>
      {outcomes.map((outcome) => (
        <Paper key={outcome.outcomeId} variant="outlined" sx={{ p: 2 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {outcome.label}: held in {outcome.held} {outcome.held === 1 ? 'form' : 'forms'}
          </Typography>
          {outcome.causes.length > 0 ? (
            <List dense aria-label={`Answers behind ${outcome.label}`}>
              {outcome.causes.map((cause) => (
                <ListItem key={`${cause.questionId}-${cause.optionId}`} disableGutters sx={{ overflowWrap: 'anywhere' }}>
                  {cause.questionTitle} = {cause.optionLabel}: in {cause.count} of them
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography variant="body2" color="text.secondary">
              No answer conditions: it follows from other outcomes or always holds.
            </Typography>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

function DeepDiveResult({ programId, templateGroupId }: { programId: string; templateGroupId: string }) {
  const { data, loading, error } = useDeepDive(programId, templateGroupId);
  if (error && !data) return <QueryErrorPage error={error} />;
  if (loading && !data) return <PageLoading />;
  const dive = data?.deepDive;
  if (!dive) return null;
  return (
    <Box>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Answers
      </Typography>
      {dive.questions.length === 0 ? <Typography color="text.secondary">This template has no choice questions.</Typography> : null}
      <Stack sx={{ gap: 2, mb: 4 }}>
        {dive.questions.map((question) => (
          <QuestionDistribution key={question.questionId} programId={programId} templateGroupId={templateGroupId} question={question} sampled={dive.sampled} />
        ))}
      </Stack>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Outcomes and the answers behind them
      </Typography>
      {dive.outcomes.length > 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {dive.sampled ? `Based on the newest ${dive.basedOn.toLocaleString('en-US')} of ${dive.total.toLocaleString('en-US')} forms, as answered now.` : `All ${dive.basedOn.toLocaleString('en-US')} forms, as answered now.`}
        </Typography>
      ) : null}
      <Outcomes outcomes={dive.outcomes} />
    </Box>
  );
}

/** The program area's Deep Dive (beta): a template's answer distributions with their forms, and its outcomes' causes. */
export function DeepDivePage({ programId }: { programId: string }) {
  useDocumentTitle('Deep Dive');
  const { data, loading, error } = useDeepDiveTemplates(programId);
  const [params, setParams] = useSearchParams();
  if (error && !data) return <QueryErrorPage error={error} />;
  if (loading && !data) return <PageLoading />;
  const templates = data?.latestPublishedTemplatesByProgram ?? [];
  const chosen = templates.find((template) => template.groupId === params.get('template')) ?? templates[0];
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography variant="h1">Deep Dive</Typography>
        <Chip label="BETA" size="small" color="secondary" />
      </Box>
      {chosen ? (
        <>
          <TextField select label="Template" value={chosen.groupId} onChange={(event) => setParams({ template: event.target.value })} sx={{ mb: 2, minWidth: { xs: '100%', sm: 320 } }}>
            {templates.map((template) => (
              <MenuItem key={template.groupId} value={template.groupId}>
                {template.name}
              </MenuItem>
            ))}
          </TextField>
          <DeepDiveResult key={chosen.groupId} programId={programId} templateGroupId={chosen.groupId} />
        </>
      ) : (
        <Alert severity="info">The program has no published templates yet.</Alert>
      )}
    </Box>
  );
}
