import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { TupleQuestion } from '../hooks/use-tuple-tools';
import { CheckWhy } from './check-why';

const code = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflowWrap: 'anywhere' } as const;

/** The answer of a Check: Allowed or Not allowed, with the question it answers and "Why?" under it. */
export function CheckAnswer({ question, allowed }: { question: TupleQuestion; allowed: boolean }) {
  return (
    <>
      <Alert severity={allowed ? 'success' : 'error'} variant="outlined" sx={{ mt: 3 }}>
        <AlertTitle sx={{ fontSize: '1.25rem', fontWeight: 700 }}>{allowed ? 'Allowed' : 'Not allowed'}</AlertTitle>
        <Box component="span" sx={code}>
          {question.user}
        </Box>{' '}
        {allowed ? 'has' : 'does not have'}{' '}
        <Box component="span" sx={code}>
          {question.relation}
        </Box>{' '}
        on{' '}
        <Box component="span" sx={code}>
          {question.object}
        </Box>
        {question.context ? (
          <>
            {' '}
            with context{' '}
            <Box component="span" sx={code}>
              {question.context}
            </Box>
          </>
        ) : null}
        .
      </Alert>
      <CheckWhy question={question} />
    </>
  );
}
