import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { productName, siteLinks } from '@/lib/site-links';
import { AppLink } from '@/components/app-link';

/** The footer of every signed-in screen, with the Accessibility and Privacy links. */
export function AppFooter() {
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', px: { xs: 2, sm: 3 }, py: 2 }}
    >
      <Box
        sx={{ maxWidth: 1200, mx: 'auto', display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary">
          {productName}
        </Typography>
        <Box component="nav" aria-label="Footer" sx={{ display: 'flex', gap: 3 }}>
          <AppLink href={siteLinks.accessibility} variant="body2">
            Accessibility
          </AppLink>
          <AppLink href={siteLinks.privacy} variant="body2">
            Privacy
          </AppLink>
        </Box>
      </Box>
    </Box>
  );
}
