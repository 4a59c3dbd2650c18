import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The loading state of a screen or section: a spinner announced as "Loading...". */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}>
      <CircularProgress size={32} aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
