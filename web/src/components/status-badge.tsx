import Chip from '@mui/material/Chip';
import { statusColour, statusLabel, type StatusColour } from '@schema/status/status-colour';

const chipColours: Record<StatusColour, { bgcolor: string; color: string; borderColor: string }> = {
  green: { bgcolor: '#e6f4ea', color: '#1e4620', borderColor: '#8bc79a' },
  blue: { bgcolor: '#e3f2fd', color: '#0d3c61', borderColor: '#90caf9' },
  gray: { bgcolor: '#f0f0f3', color: '#33333d', borderColor: '#c4c4cc' },
  orange: { bgcolor: '#fff4e5', color: '#663c00', borderColor: '#ffb74d' },
};

/** A form status as a coloured badge (green finished, blue assigned, orange in progress, gray draft/unknown). */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const colour = statusColour(status);
  return (
    <Chip
      label={statusLabel(status)}
      size="small"
      variant="outlined"
      data-colour={colour}
      sx={{ ...chipColours[colour], fontWeight: 600 }}
    />
  );
}
