import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { objectOfUser, type ObjectNames } from '../api/object-names';
import type { TupleQuestion } from '../hooks/use-tuple-tools';
import { CheckWhy } from './check-why';

const code = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflowWrap: 'anywhere' } as const;

/** A check about a user that does not exist: it says so, rather than a "Not allowed" that looks like an answer. */
function MissingUser({ user, ownId }: { user: string; ownId: string }) {
  const type = user.split(':')[0] ?? 'user';
  return (
    <Alert severity="warning" variant="outlined" sx={{ mt: 3 }}>
      <AlertTitle sx={{ fontSize: '1.25rem', fontWeight: 700, overflowWrap: 'anywhere' }}>{`No ${type} ${user}`}</AlertTitle>
      {type === 'user' ? (
        <>
          Nobody has this id, so no check can be about them. People&apos;s ids look like{' '}
          <Box component="span" sx={code}>
            {ownId}
          </Box>{' '}
          (yours); Read with a relationship and an object lists who holds it.
        </>
      ) : (
        `Nothing of that ${type} exists, so no check can be about it. Read with an object lists the ids in use.`
      )}
    </Alert>
  );
}

/**
 * The answer of a Check: Allowed or Not allowed, with the question it answers and "Why?" under it; for a user
 * (or role) that does not exist, that it does not.
 */
export function CheckAnswer({ question, allowed, names, ownId }: { question: TupleQuestion; allowed: boolean; names: ObjectNames; ownId: string }) {
  const userObject = objectOfUser(question.user);
  if (!allowed && userObject && names.get(userObject)?.exists === false) return <MissingUser user={userObject} ownId={ownId} />;
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
