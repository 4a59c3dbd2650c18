import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { AssessmentType, UserOutcomeItemFragment } from '@/gql/graphql';
import { userOutcomesShown, useUserOutcomes } from '../api/user-outcomes';
import { OutcomeItem } from './outcome-item';
import { TrainingOutcomeItem } from './training-outcome-item';

/** The heading of each outcome type's group. */
const typeHeadings: Record<AssessmentType, string> = {
  TRAINING: 'Trainings',
  RISK: 'Risk levels',
  CALCULATED: 'Scores',
  NUMBER: 'Numbers',
  SMART: 'Prompts',
  TEXT: 'Notes',
  ACKNOWLEDGEMENT: 'Acknowledgements',
};

/** Outcomes grouped by type, in the order the API lists them (trainings first). */
function byType(outcomes: readonly UserOutcomeItemFragment[]) {
  const groups = new Map<AssessmentType, UserOutcomeItemFragment[]>();
  for (const outcome of outcomes) groups.set(outcome.outcomeType, [...(groups.get(outcome.outcomeType) ?? []), outcome]);
  return [...groups];
}

function OutcomeGroups({ outcomes }: { outcomes: readonly UserOutcomeItemFragment[] }) {
  return byType(outcomes).map(([type, items]) => {
    const headingId = `my-outcomes-${type.toLowerCase()}`;
    return (
      <Box key={type} component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {typeHeadings[type]}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((outcome) => (outcome.outcomeType === 'TRAINING' ? <TrainingOutcomeItem key={outcome.id} outcome={outcome} /> : <OutcomeItem key={outcome.id} outcome={outcome} />))}
        </Box>
      </Box>
    );
  });
}

/** "My outcomes": what the caller's completed forms left them with, grouped by type. */
export function MyOutcomes() {
  const { data, loading, error } = useUserOutcomes();
  const page = data?.userOutcomes;

  let body;
  if (loading && !page) body = <CircularProgress aria-label="Loading your outcomes" size={24} sx={{ mt: 2 }} />;
  else if (error && !page) body = <Alert severity="error">Your outcomes could not be loaded. {error.message}</Alert>;
  else if (!page?.docs.length) body = <Typography sx={{ mt: 1, color: 'text.secondary' }}>No outcomes yet. When one of your forms is completed, its risk levels, scores and trainings appear here.</Typography>;
  else {
    body = (
      <>
        <OutcomeGroups outcomes={page.docs} />
        {page.meta.total > page.docs.length && (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            Showing the first {userOutcomesShown} of {page.meta.total} outcomes.
          </Typography>
        )}
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby="my-outcomes-heading" sx={{ mt: 4 }}>
      <Typography id="my-outcomes-heading" variant="h2" sx={{ fontSize: '1.5rem' }}>
        My outcomes
      </Typography>
      {body}
    </Box>
  );
}
