import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PageLoading } from '@/components/page-loading';
import type { CheckExplanation } from '../api/explain-check';
import type { ObjectNames } from '../api/object-names';
import { useExplanation } from '../hooks/use-explanation';
import type { TupleQuestion } from '../hooks/use-tuple-tools';
import { ExplanationTree } from './explanation-tree';

function summary(explanation: CheckExplanation): string {
  if (explanation.allowed) return 'Granted by this path of relations and tuples:';
  if (explanation.missingSteps === null) return 'No change of tuples along any path could grant it.';
  const steps = explanation.missingSteps === 1 ? '1 step' : `${explanation.missingSteps} steps`;
  return `The nearest path that would grant it is ${steps} away (a tuple to add or remove, or a condition to meet):`;
}

function Explanation({ explanation, names }: { explanation: CheckExplanation; names: ObjectNames }) {
  return (
    <>
      {explanation.checkError ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The check itself fails: {explanation.checkError}
        </Alert>
      ) : null}
      {explanation.truncated ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          The search stopped at a limit, so a nearer path may exist.
        </Alert>
      ) : null}
      <Typography sx={{ mb: 1 }}>{summary(explanation)}</Typography>
      <ExplanationTree steps={explanation.steps} names={names} label={explanation.allowed ? 'Path that granted it' : 'Nearest path'} />
    </>
  );
}

/** "Why?" under a Check answer: a disclosure that shows the path that granted it, or the nearest one. */
export function CheckWhy({ question }: { question: TupleQuestion }) {
  const why = useExplanation(question);
  const regionId = useId();
  return (
    <Box sx={{ mt: 2 }}>
      <Button variant="outlined" aria-expanded={why.open} aria-controls={regionId} onClick={why.toggle}>
        Why?
      </Button>
      <Box id={regionId} role="region" aria-label="Why" hidden={!why.open} sx={{ mt: 2 }}>
        {why.loading ? <PageLoading label="Explaining..." /> : null}
        {why.error ? <Alert severity="error">Could not explain: {why.error}</Alert> : null}
        {why.explanation ? <Explanation explanation={why.explanation} names={why.names} /> : null}
      </Box>
    </Box>
  );
}
