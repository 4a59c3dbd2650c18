import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import { truncate } from '@/lib/text/truncate';
import type { StartNewEntry } from '../hooks/use-navigation-model';
import { MenuButton } from './menu-button';

/** The Start New description is cut to this many characters. */
export const startNewDescriptionLimit = 124;

/** The Start New menu: templates the caller may start, each opening its template intro page. */
export function StartNewMenu({ entries }: { entries: StartNewEntry[] }) {
  return (
    <MenuButton label="Start New" variant="contained">
      {(close) =>
        entries.length === 0 ? (
          <MenuItem disabled>There is nothing to start.</MenuItem>
        ) : (
          entries.map((entry) => (
            <MenuItem key={entry.id} component={RouterLink} to={entry.to} onClick={close} sx={{ maxWidth: 380, whiteSpace: 'normal' }}>
              <ListItemText
                primary={entry.label}
                secondary={entry.description ? truncate(entry.description, startNewDescriptionLimit) : undefined}
              />
            </MenuItem>
          ))
        )
      }
    </MenuButton>
  );
}
