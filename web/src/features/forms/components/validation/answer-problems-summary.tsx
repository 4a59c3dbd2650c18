import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect, useId, useRef } from 'react';
import type { AnswerProblem } from '@schema/forms/answer-validation';
import { useOptionalFormValidation } from '../../hooks/form-validation';

function problemKey(problem: AnswerProblem): string {
  return [problem.questionId, problem.kind, problem.ruleId ?? '', problem.field ?? ''].join('|');
}

/** The error summary's id: the form's actions give it the focus again after a confirmation dialog closes. */
export const answerProblemsSummaryId = 'answer-problems-summary';

/**
 * The error summary at the top of a form after an action was refused for its answers: a heading, then each
 * problem as a link that moves the focus to its question. It takes the focus each time a refusal shows it, and
 * goes away once every answer is fixed.
 */
export function AnswerProblemsSummary() {
  const validation = useOptionalFormValidation();
  const headingId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const shownCount = validation?.shownCount ?? 0;
  useEffect(() => {
    if (shownCount > 0) ref.current?.focus();
  }, [shownCount]);
  if (!validation || validation.problems.length === 0) return null;
  const { problems, requestFocus } = validation;

  return (
    <Alert ref={ref} id={answerProblemsSummaryId} tabIndex={-1} severity="error" aria-labelledby={headingId} sx={{ mb: 3, '&:focus': { outline: 2, outlineColor: 'error.main', outlineOffset: 2 } }}>
      <AlertTitle id={headingId} component="h2">
        {problems.length === 1 ? 'Fix 1 answer before you go on' : `Fix ${problems.length} answers before you go on`}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map((problem) => (
          <li key={problemKey(problem)}>
            <Link
              href={`#question-${problem.questionId}`}
              color="inherit"
              underline="always"
              onClick={(event) => {
                event.preventDefault();
                requestFocus(problem);
              }}
            >
              {`${problem.title}: ${problem.message}`}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
