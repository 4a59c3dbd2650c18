import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import IconButton from '@mui/material/IconButton';
import { siteLinks } from '@/lib/site-links';

/**
 * The help entry of the top bar: opens the help page in a new tab, so an open form stays where it was. Its hint is
 * the native `title`, not MUI's Tooltip: the Tooltip brings Popper.js (about 12 kB gzipped) to every first page.
 */
export function HelpButton() {
  return (
    <IconButton
      component="a"
      href={siteLinks.help}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Help (opens in a new tab)"
      title="Help"
      color="inherit"
    >
      <HelpOutlineIcon />
    </IconButton>
  );
}
