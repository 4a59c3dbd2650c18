import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import type { NavigationLink } from '../hooks/use-navigation-model';
import { MenuButton } from './menu-button';

/** The Programs menu: the caller's programs, each opening /program/{id}. */
export function ProgramsMenu({ programs }: { programs: NavigationLink[] }) {
  return (
    <MenuButton label="Programs">
      {(close) =>
        programs.length === 0 ? (
          <MenuItem disabled>You are not in any program.</MenuItem>
        ) : (
          programs.map((program) => (
            <MenuItem key={program.to} component={RouterLink} to={program.to} onClick={close}>
              {program.label}
            </MenuItem>
          ))
        )
      }
    </MenuButton>
  );
}
