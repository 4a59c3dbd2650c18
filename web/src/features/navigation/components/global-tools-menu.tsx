import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import type { NavigationLink } from '../hooks/use-navigation-model';
import { MenuButton } from './menu-button';

/** The global-tools menu, for holders of a global tools role; Developer Tools among its entries behind rss-tooling. */
export function GlobalToolsMenu({ entries }: { entries: NavigationLink[] }) {
  return (
    <MenuButton label="Global Tools">
      {(close) =>
        entries.map((entry) => (
          <MenuItem key={entry.label} component={RouterLink} to={entry.to} onClick={close}>
            {entry.label}
          </MenuItem>
        ))
      }
    </MenuButton>
  );
}
