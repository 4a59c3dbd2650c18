import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { flagStateWords } from '@schema/flags/flag-toggle';
import { formatDateTime } from '@/lib/format-date';
import { useFeatureFlagHistory } from '../api/use-feature-flag-history';
import { changedByWords } from '../hooks/flag-change-text';

/** One page of the trail. A page the user asked for takes the focus on its first change, where reading goes on. */
function HistoryPage({ flagKey, cursor, isLast, takeFocus, onMore }: { flagKey: string; cursor: string | null; isLast: boolean; takeFocus: boolean; onMore(cursor: string): void }) {
  const { data, loading, error } = useFeatureFlagHistory(flagKey, cursor);
  const first = useRef<HTMLLIElement>(null);
  const items = data?.featureFlagHistory.items ?? [];
  const nextCursor = data?.featureFlagHistory.nextCursor ?? null;
  useEffect(() => {
    if (takeFocus && items.length > 0) first.current?.focus();
  }, [takeFocus, items.length]);

  // Every state is an item of the list: a list holds only items.
  if (error && !data) {
    return (
      <li>
        <Alert severity="error">The changes could not be loaded.</Alert>
      </li>
    );
  }
  if (loading && !data) {
    return (
      <li>
        <CircularProgress size={24} aria-label="Loading the changes" />
      </li>
    );
  }
  if (cursor === null && items.length === 0) {
    return (
      <li>
        <Typography color="text.secondary">No change recorded yet: nobody has set this flag, so it is off.</Typography>
      </li>
    );
  }
  return (
    <>
      {items.map((change, index) => (
        <Box component="li" key={`${change.changedAt} ${index}`} ref={index === 0 ? first : undefined} tabIndex={index === 0 && cursor ? -1 : undefined} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography sx={{ fontWeight: 500 }}>{flagStateWords(change)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {formatDateTime(change.changedAt)} by {changedByWords(change.changedBy, change.source)}
          </Typography>
        </Box>
      ))}
      {isLast && nextCursor ? (
        <Box component="li" sx={{ pt: 1 }}>
          <Button onClick={() => onMore(nextCursor)}>Load older changes</Button>
        </Box>
      ) : null}
    </>
  );
}

/** A flag's audit trail, newest first: who set what and when, a page at a time (by cursor). */
export function FlagHistory({ flagKey, headingId }: { flagKey: string; headingId: string }) {
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  return (
    <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {cursors.map((cursor, index) => (
        <HistoryPage
          key={cursor ?? 'first'}
          flagKey={flagKey}
          cursor={cursor}
          isLast={index === cursors.length - 1}
          takeFocus={index > 0}
          onMore={(next) => setCursors((current) => [...current, next])}
        />
      ))}
    </Box>
  );
}
