import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { truncate } from '@/lib/text/truncate';
import { startNewDescriptionLimit, type NavigationLink, type NavigationModel } from '../hooks/use-navigation-model';

/** A list's heading: an h2 inside a list item, so the list holds only items. */
function SectionTitle({ title }: { title: string }) {
  return (
    <ListSubheader component="li">
      <Box component="h2" sx={{ m: 0, font: 'inherit' }}>
        {title}
      </Box>
    </ListSubheader>
  );
}

function LinkList({ title, links, onNavigate }: { title?: string; links: NavigationLink[]; onNavigate: () => void }) {
  if (links.length === 0) return null;
  return (
    <List dense={Boolean(title)} subheader={title ? <SectionTitle title={title} /> : undefined}>
      {links.map((link) => (
        <ListItem key={link.to} disablePadding>
          <ListItemButton component={NavLink} to={link.to} onClick={onNavigate}>
            <ListItemText primary={link.label} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** The navigation on narrow screens: every top-bar entry in a drawer opened from the menu button. */
export function NavigationDrawer({ open, onClose, model }: { open: boolean; onClose: () => void; model: NavigationModel }) {
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' }, 'aria-label': 'Navigation menu' } }}>
      <Box component="nav" aria-label="Main">
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label="Close navigation menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <LinkList links={[{ label: 'Home', to: '/' }, ...model.links, ...model.toolLinks]} onNavigate={onClose} />
        {model.startNew ? (
          <List dense subheader={<SectionTitle title="Start New" />}>
            {model.startNew.map((entry) => (
              <ListItem key={entry.id} disablePadding>
                <ListItemButton component={RouterLink} to={entry.to} onClick={onClose}>
                  <ListItemText
                    primary={entry.label}
                    secondary={entry.description ? truncate(entry.description, startNewDescriptionLimit) : undefined}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : null}
        <LinkList title="Programs" links={model.programs} onNavigate={onClose} />
        {model.globalTools ? <LinkList title="Global Tools" links={model.globalTools} onNavigate={onClose} /> : null}
        {model.apps.length > 0 ? (
          <List dense subheader={<SectionTitle title="Apps" />}>
            {model.apps.map((app) => (
              <ListItem key={app.contextUrl} disablePadding>
                <ListItemButton component="a" href={app.contextUrl} target="_blank" rel="noopener noreferrer">
                  <ListItemText primary={app.name} />
                  <OpenInNewIcon fontSize="small" aria-label="opens in a new tab" />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : null}
      </Box>
    </Drawer>
  );
}
