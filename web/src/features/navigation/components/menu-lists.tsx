import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SessionUser } from '@/lib/auth/auth-api';
import { truncate } from '@/lib/text/truncate';
import { startNewDescriptionLimit, type NavigationLink, type StartNewEntry } from '../hooks/use-navigation-model';

/** What every menu list receives from its button. */
export interface MenuListProps {
  id: string;
  /** The id of the button that names the menu. */
  labelledBy: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/** More than this many apps spread over extra columns. */
const appsPerColumn = 10;

function NavigationMenu({ id, labelledBy, anchorEl, onClose, listSx, alignRight, children }: MenuListProps & { listSx?: SxProps<Theme>; alignRight?: boolean; children: ReactNode }) {
  const origin = alignRight
    ? { anchorOrigin: { vertical: 'bottom', horizontal: 'right' } as const, transformOrigin: { vertical: 'top', horizontal: 'right' } as const }
    : {};
  return (
    <Menu id={id} anchorEl={anchorEl} open={Boolean(anchorEl)} onClose={onClose} {...origin} slotProps={{ list: { 'aria-labelledby': labelledBy, sx: listSx } }}>
      {children}
    </Menu>
  );
}

/** The Apps menu: the branding service's apps, opened in a new tab; extra columns beyond 10 apps. */
export function AppsMenuList({ apps, ...menu }: MenuListProps & { apps: Array<{ name: string; contextUrl: string }> }) {
  const columns = Math.min(3, Math.max(1, Math.ceil(apps.length / appsPerColumn)));
  return (
    <NavigationMenu {...menu} listSx={columns > 1 ? { display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(200px, 1fr))` } : undefined}>
      {apps.length === 0 ? <MenuItem disabled>No apps are available.</MenuItem> : null}
      {apps.map((app) => (
        <MenuItem key={app.contextUrl} component="a" href={app.contextUrl} target="_blank" rel="noopener noreferrer" onClick={menu.onClose}>
          {app.name}
        </MenuItem>
      ))}
    </NavigationMenu>
  );
}

/** The Programs menu: the caller's programs, each opening /program/{id}. */
export function ProgramsMenuList({ programs, ...menu }: MenuListProps & { programs: NavigationLink[] }) {
  return (
    <NavigationMenu {...menu}>
      {programs.length === 0 ? <MenuItem disabled>You are not in any program.</MenuItem> : null}
      {programs.map((program) => (
        <MenuItem key={program.to} component={RouterLink} to={program.to} onClick={menu.onClose}>
          {program.label}
        </MenuItem>
      ))}
    </NavigationMenu>
  );
}

/** The global-tools menu, for holders of a global tools role; Developer Tools among its entries behind rss-tooling. */
export function GlobalToolsMenuList({ entries, ...menu }: MenuListProps & { entries: NavigationLink[] }) {
  return (
    <NavigationMenu {...menu}>
      {entries.map((entry) => (
        <MenuItem key={entry.label} component={RouterLink} to={entry.to} onClick={menu.onClose}>
          {entry.label}
        </MenuItem>
      ))}
    </NavigationMenu>
  );
}

/** The Start New menu: templates the caller may start, each opening its template intro page. */
export function StartNewMenuList({ entries, ...menu }: MenuListProps & { entries: StartNewEntry[] }) {
  return (
    <NavigationMenu {...menu}>
      {entries.length === 0 ? <MenuItem disabled>There is nothing to start.</MenuItem> : null}
      {entries.map((entry) => (
        <MenuItem key={entry.id} component={RouterLink} to={entry.to} onClick={menu.onClose} sx={{ maxWidth: 380, whiteSpace: 'normal' }}>
          <ListItemText primary={entry.label} secondary={entry.description ? truncate(entry.description, startNewDescriptionLimit) : undefined} />
        </MenuItem>
      ))}
    </NavigationMenu>
  );
}

/** The internal tools (can_view_internal_tools): in the profile menu, so they add no entry to the top bar. */
const internalToolLinks: NavigationLink[] = [
  { label: 'Feature Flags', to: '/flags' },
  { label: 'Data Retention Schedule', to: '/drs' },
];

/** The profile menu: the user's name and email, the internal tools for those who may use them, and Sign out. */
export function ProfileMenuList({
  user,
  internalTools: showInternalTools = false,
  onSignOut,
  ...menu
}: MenuListProps & { user: SessionUser; internalTools?: boolean; onSignOut: () => void }) {
  const internalTools = showInternalTools ? internalToolLinks : [];
  return (
    <NavigationMenu {...menu} alignRight>
      <ListSubheader component="div" sx={{ position: 'static', px: 2, py: 1, maxWidth: 300, lineHeight: 1.4 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 600, color: 'text.primary' }}>
          {`${user.firstName} ${user.lastName}`}
        </Typography>
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography>
      </ListSubheader>
      <Divider />
      {internalTools.length > 0 ? (
        <ListSubheader component="div" sx={{ position: 'static', lineHeight: 2.5 }}>
          Internal Tools
        </ListSubheader>
      ) : null}
      {internalTools.map((entry) => (
        <MenuItem key={entry.to} component={RouterLink} to={entry.to} onClick={menu.onClose}>
          {entry.label}
        </MenuItem>
      ))}
      {internalTools.length > 0 ? <Divider /> : null}
      <MenuItem onClick={onSignOut}>Sign out</MenuItem>
    </NavigationMenu>
  );
}
