import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { readableTextColor } from '@schema/outcomes/contrast';
import type { UserOutcomeItemFragment } from '@/gql/graphql';

const wrapping = { maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } } as const;

/** An outcome's values as chips: a risk level or scale in its colour (with contrasting text), others outlined. */
export function OutcomeValueChips({ values }: { values: UserOutcomeItemFragment['values'] }) {
  if (!values.length) return null;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {values.map((value, index) => (
        <Chip
          key={`${value.label}-${index}`}
          size="small"
          label={value.label}
          variant={value.color ? 'filled' : 'outlined'}
          sx={value.color ? { ...wrapping, bgcolor: value.color, color: readableTextColor(value.color) } : wrapping}
        />
      ))}
    </Stack>
  );
}
