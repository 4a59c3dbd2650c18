import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { truncate } from '@/lib/text/truncate';
import type { NavigationLink, NavigationModel } from '../hooks/use-navigation-model';
import { startNewDescriptionLimit } from './start-new-menu';

function LinkList({ title, links, onNavigate }: { title?: string; links: NavigationLink[]; onNavigate: () => void }) {
  if (links.length === 0) return null;
  return (
    <List dense={Boolean(title)} subheader={title ? <ListSubheader component="h2">{title}</ListSubheader> : undefined}>
      {links.map((link) => (
        <ListItemButton key={link.to} component={NavLink} to={link.to} onClick={onNavigate}>
          <ListItemText primary={link.label} />
        </ListItemButton>
      ))}
    </List>
  );
}

/** The navigation on narrow screens: every top-bar entry in a drawer opened from the menu button. */
export function NavigationDrawer({ open, onClose, model }: { open: boolean; onClose: () => void; model: NavigationModel }) {
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}>
      <Box component="nav" aria-label="Main">
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label="Close navigation menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <LinkList links={[{ label: 'Home', to: '/' }, ...model.links, ...model.toolLinks]} onNavigate={onClose} />
        {model.startNew ? (
          <List dense subheader={<ListSubheader component="h2">Start New</ListSubheader>}>
            {model.startNew.map((entry) => (
              <ListItemButton key={entry.id} component={RouterLink} to={entry.to} onClick={onClose}>
                <ListItemText
                  primary={entry.label}
                  secondary={entry.description ? truncate(entry.description, startNewDescriptionLimit) : undefined}
                />
              </ListItemButton>
            ))}
          </List>
        ) : null}
        <LinkList title="Programs" links={model.programs} onNavigate={onClose} />
        {model.apps.length > 0 ? (
          <List dense subheader={<ListSubheader component="h2">Apps</ListSubheader>}>
            {model.apps.map((app) => (
              <ListItemButton key={app.contextUrl} component="a" href={app.contextUrl} target="_blank" rel="noopener noreferrer">
                <ListItemText primary={app.name} />
                <OpenInNewIcon fontSize="small" aria-label="opens in a new tab" />
              </ListItemButton>
            ))}
          </List>
        ) : null}
      </Box>
    </Drawer>
  );
}
