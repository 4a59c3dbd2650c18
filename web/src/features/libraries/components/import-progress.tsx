import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ImportTally } from '../hooks/import-rows';

/** The totals so far, in words ("3 added, 1 updated, 2 rejected"). */
export const tallyWords = (tally: ImportTally) => `${tally.created} added, ${tally.updated} updated, ${tally.rejected} rejected`;

/** The running import: how far through the file, and the totals so far (announced politely as they change). */
export function ImportProgress({ progress, tally }: { progress: number; tally: ImportTally }) {
  const percent = Math.round(progress * 100);
  return (
    <Box>
      <LinearProgress variant="determinate" value={percent} aria-label="Import progress" sx={{ height: 8, borderRadius: 4, mb: 1 }} />
      <Typography role="status">
        {percent}% of the file read: {tallyWords(tally)}.
      </Typography>
    </Box>
  );
}
