import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/app-link';
import type { UserOutcomeItemFragment } from '@/gql/graphql';
import { formatDate } from '@/lib/format-date';
import { formPath } from '@/lib/paths';
import { OutcomeValueChips } from './outcome-value-chips';

/** Where an outcome comes from (a link to its form) and when it was recorded. */
export function OutcomeSource({ outcome }: { outcome: UserOutcomeItemFragment }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      From <AppLink href={formPath(outcome.sourceId)} underline="always">{outcome.sourceName}</AppLink> · Recorded {formatDate(outcome.recordedAt)}
    </Typography>
  );
}

/** One outcome (not a training): its group's name, its values as chips, its source and date. */
export function OutcomeItem({ outcome }: { outcome: UserOutcomeItemFragment }) {
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.75 }}>
      <Typography sx={{ fontWeight: 600 }}>{outcome.groupName}</Typography>
      <OutcomeValueChips values={outcome.values} />
      <OutcomeSource outcome={outcome} />
    </Box>
  );
}
