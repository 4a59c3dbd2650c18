import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { readableTextColor } from '@schema/outcomes/contrast';
import type { FormOutcomeGroup } from './outcomes-query';

type HeldOutcome = FormOutcomeGroup['outcomes'][number];

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** What an outcome says in words, and the colour it is shown in (a risk level's or a scale's), if any. */
export function outcomeLabel(outcome: HeldOutcome): { label: string; color?: string } {
  switch (outcome.type) {
    case 'RISK':
      return outcome.riskLevel ? { label: outcome.riskLevel.level, color: outcome.riskLevel.color } : { label: 'Risk' };
    case 'CALCULATED': {
      const value = outcome.value == null ? '' : number.format(outcome.value);
      return outcome.scale ? { label: `${value} · ${outcome.scale.level}`, color: outcome.scale.color } : { label: value };
    }
    case 'NUMBER':
      return { label: outcome.value == null ? '' : number.format(outcome.value) };
    case 'TEXT':
      return { label: outcome.text ?? '' };
    case 'SMART':
      return { label: outcome.prompt ?? '' };
    case 'TRAINING':
      return { label: `Training ${outcome.courseId ?? ''}`.trim() };
    default:
      return { label: 'Acknowledgement required' };
  }
}

function OutcomeChip({ outcome }: { outcome: HeldOutcome }) {
  const { label, color } = outcomeLabel(outcome);
  const chip = (
    <Chip
      label={label}
      variant={color ? 'filled' : 'outlined'}
      sx={color ? { bgcolor: color, color: readableTextColor(color), maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } } : { maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
    />
  );
  if (outcome.type !== 'TRAINING' || !outcome.link) return chip;
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {chip}
      <Link href={outcome.link} target="_blank" rel="noopener noreferrer">
        Open the training
      </Link>
    </Stack>
  );
}

/**
 * One outcome group in a summary's description list: its name, then the outcomes of it that hold as chips (or
 * that none holds yet).
 */
export function OutcomeGroupEntry({ name, outcomes }: { name: string; outcomes: readonly HeldOutcome[] }) {
  return (
    <Box sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', breakInside: 'avoid' }}>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      {outcomes.length ? (
        <Stack component="dd" sx={{ m: 0, mt: 0.5, gap: 1, flexDirection: 'row', flexWrap: 'wrap' }}>
          {outcomes.map((outcome) => (
            <OutcomeChip key={outcome.id} outcome={outcome} />
          ))}
        </Stack>
      ) : (
        <Typography component="dd" sx={{ m: 0, mt: 0.5, color: 'text.secondary' }}>
          No outcome yet
        </Typography>
      )}
    </Box>
  );
}

/** The summary's Outcomes: each outcome group that has outcomes holding, with those outcomes as chips. */
export function OutcomesSummary({ groups }: { groups: readonly FormOutcomeGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="summary-outcomes" sx={{ mt: 2 }}>
      <Typography id="summary-outcomes" variant="h3" sx={{ mb: 1 }}>
        Outcomes
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {groups.map((group) => (
          <OutcomeGroupEntry key={group.id} name={group.name} outcomes={group.outcomes} />
        ))}
      </Box>
    </Box>
  );
}
