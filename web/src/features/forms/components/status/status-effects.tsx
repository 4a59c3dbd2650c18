import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormStatusHistoryFieldsFragment } from '@/gql/graphql';

type StatusEffect = FormStatusHistoryFieldsFragment['statusEvents'][number]['effects'][number];

const stateNames: Record<StatusEffect['state'], string> = { PENDING: 'pending', DONE: 'done', FAILED: 'failed' };

/** One effect as a line of the history: what it is, where it stands, how many tries, and why (or what it did). */
export function effectSummary(effect: StatusEffect): string {
  const tries = effect.tries > 1 ? ` after ${effect.tries} tries` : '';
  const waiting = effect.state === 'PENDING' && effect.tries > 0 ? ', will try again' : '';
  return `${effect.label}: ${stateNames[effect.state]}${tries}${waiting}${effect.detail ? ` (${effect.detail})` : ''}`;
}

/** What a move set off, under its status event; nothing for a move that set off nothing. */
export function StatusEffects({ effects }: { effects: readonly StatusEffect[] }) {
  if (effects.length === 0) return null;
  return (
    <Box sx={{ flexBasis: '100%', pl: 1, borderLeft: 2, borderColor: 'divider' }}>
      {effects.map((effect) => (
        <Typography key={effect.id} variant="body2" color={effect.state === 'FAILED' ? 'error' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
          {effectSummary(effect)}
        </Typography>
      ))}
    </Box>
  );
}
