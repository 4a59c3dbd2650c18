import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The frame every error page shares: an h1, a sentence and a way home. */
export function ErrorPage({ title, message, icon }: { title: string; message: string; icon: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', my: { xs: 4, md: 10 }, px: 2, textAlign: 'center' }}>
      <Box aria-hidden sx={{ color: 'text.secondary', '& svg': { fontSize: 56 } }}>
        {icon}
      </Box>
      <Typography variant="h1" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{message}</Typography>
      <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 4 }}>
        Go to Home
      </Button>
    </Box>
  );
}
