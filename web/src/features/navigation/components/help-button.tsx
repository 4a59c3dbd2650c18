import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { siteLinks } from '@/lib/site-links';

/** The help entry of the top bar: opens the help page in a new tab, so an open form stays where it was. */
export function HelpButton() {
  return (
    <Tooltip title="Help">
      <IconButton component="a" href={siteLinks.help} target="_blank" rel="noopener noreferrer" aria-label="Help (opens in a new tab)" color="inherit">
        <HelpOutlineIcon />
      </IconButton>
    </Tooltip>
  );
}
