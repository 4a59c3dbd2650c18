import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { outlineIndent, outlineRowHeight } from '../hooks/outline-drag';
import type { Placement } from '../hooks/outline-placement';

/**
 * Where a dragged row would land: a line between rows, indented to its new depth, with a short note; red with
 * the reason when the server would refuse it. Hidden from assistive technology (the announcements say it).
 */
export function OutlineDropIndicator({ placement, note }: { placement: Placement; note: string }) {
  const colour = placement.problem ? 'error.main' : 'primary.main';
  const top = placement.gap * outlineRowHeight;
  return (
    <Box
      aria-hidden
      data-testid="outline-drop-indicator"
      sx={{ position: 'absolute', zIndex: 2, left: `${4 + (placement.depth - 1) * outlineIndent}px`, right: 4, top: top - 1, height: 0, pointerEvents: 'none' }}
    >
      <Box sx={{ position: 'absolute', left: 0, right: 0, top: -1, borderTop: 3, borderColor: colour, borderStyle: placement.problem ? 'dashed' : 'solid' }} />
      <Box sx={{ position: 'absolute', left: -5, top: -6, width: 12, height: 12, borderRadius: '50%', border: 3, borderColor: colour, bgcolor: 'background.paper' }} />
      <Typography
        variant="caption"
        noWrap
        sx={{
          position: 'absolute',
          right: 0,
          maxWidth: '85%',
          top: placement.gap === 0 ? 0 : undefined,
          transform: placement.gap === 0 ? undefined : 'translateY(-50%)',
          px: 0.75,
          borderRadius: 1,
          color: 'common.white',
          bgcolor: colour,
          fontWeight: 600,
        }}
      >
        {note}
      </Typography>
    </Box>
  );
}
