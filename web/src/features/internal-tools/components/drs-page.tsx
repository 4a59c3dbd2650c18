import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { useDocumentTitle } from '@/lib/use-document-title';

/** What the schedule will show, one line each. */
const planned = [
  'Each template, by program, with how long its forms are kept after they close (reach a final status), and who set that period.',
  'What happens to a form past its period: archived (read-only, kept in cheaper storage, still found by its id for audits) or deleted (answers, uploads and history removed; a record of the deletion kept).',
  'How many forms are past their period, which forms are on legal hold (never archived or deleted while the hold lasts), and when the next run is.',
];

/** What it needs before it can be built. */
const missing = [
  'Deletion and archival jobs that remove or move a form everywhere it lives (its answers, uploaded files, counters, aggregates, access grants and search entries), and that resume safely after a failure.',
  "Legal and records-management sign-off: the retention periods per kind of record (the university system's records retention schedule), legal holds, and who approves a deletion.",
];

/**
 * `/drs`: the data retention schedule. The spec names the route and nothing else; this page says what the schedule
 * will be and why it is not built yet (docs/decisions.md, tools17), so nobody mistakes it for a broken screen.
 */
export function DrsPage() {
  useDocumentTitle('Data Retention Schedule');
  return (
    <PageContainer maxWidth="md">
      <Typography variant="h1" sx={{ mb: 2 }}>
        Data Retention Schedule
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        <AlertTitle>Not built yet</AlertTitle>
        Nothing deletes or archives forms by age today: every form is kept until someone who may delete it does.
      </Alert>
      <Typography variant="h2" sx={{ mb: 1 }}>
        What it will do
      </Typography>
      <Box component="ul" sx={{ mt: 0, mb: 3, pl: 3 }}>
        {planned.map((line) => (
          <Typography component="li" key={line} sx={{ mb: 1 }}>
            {line}
          </Typography>
        ))}
      </Box>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Why it is not built yet
      </Typography>
      <Box component="ul" sx={{ mt: 0, mb: 3, pl: 3 }}>
        {missing.map((line) => (
          <Typography component="li" key={line} sx={{ mb: 1 }}>
            {line}
          </Typography>
        ))}
      </Box>
      <Typography color="text.secondary">A schedule that shows periods nothing enforces would mislead, so this page stays a plan until both are in place.</Typography>
    </PageContainer>
  );
}
