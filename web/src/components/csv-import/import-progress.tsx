import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** The running import: how far through the file, and the totals so far in words (announced politely as they change). */
export function ImportProgress({ progress, tallyText }: { progress: number; tallyText: string }) {
  const percent = Math.round(progress * 100);
  return (
    <Box>
      <LinearProgress variant="determinate" value={percent} aria-label="Import progress" sx={{ height: 8, borderRadius: 4, mb: 1 }} />
      <Typography role="status">
        {percent}% of the file read: {tallyText}.
      </Typography>
    </Box>
  );
}
