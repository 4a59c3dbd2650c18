import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router-dom';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { scopePath, type StudioScope } from '../hooks/use-studio-scope';

/** One entry of a studio side menu. */
export interface StudioMenuEntry {
  label: string;
  /** Relative to the scope's base address; '' is the scope's index. */
  path: string;
}

/** The side menu's entries of a scope; null when the scope has no side menu (a campus without the roles flag). */
export function useStudioMenu(scope: StudioScope): { title: string; entries: StudioMenuEntry[] } | null {
  const globalRoleManagement = useFeatureFlag('rollout-global-role-management');
  const libraryManagement = useFeatureFlag('rollout-library-management');
  const campusRoles = useFeatureFlag('rollout-campus-level-roles-and-permissions-configuration');
  switch (scope.kind) {
    case 'global':
      return {
        title: 'Global Studio',
        entries: [
          { label: 'Auth Model', path: '' },
          { label: 'Auth Model Tools', path: 'auth-model-tools' },
          { label: 'Global Roles and Permissions', path: 'role' },
          ...(globalRoleManagement.enabled ? [{ label: 'Manage Global Role Members', path: 'user-management' }] : []),
          ...(libraryManagement.enabled ? [{ label: 'Library Management', path: 'library-management' }] : []),
        ],
      };
    case 'campus':
      return campusRoles.enabled
        ? {
            title: 'Campus Studio',
            entries: [
              { label: 'Programs', path: '' },
              { label: 'Campus Roles and Permissions', path: 'role' },
              { label: 'Campus Role Members', path: 'user-management' },
            ],
          }
        : null;
    case 'program':
      return {
        title: 'Program Studio',
        entries: [
          { label: 'Overview', path: '' },
          { label: 'User Management', path: 'user-management' },
          { label: 'Data Explorer Configuration', path: 'data-explorer-config' },
          { label: 'Roles & Permissions', path: 'roles-and-permissions' },
        ],
      };
  }
}

/** A studio side menu: the scope's screens as links, the current one marked. */
export function StudioMenu({ scope, entries, onNavigate }: { scope: StudioScope; entries: StudioMenuEntry[]; onNavigate: () => void }) {
  const base = scopePath(scope);
  return (
    <List>
      {entries.map((entry) => (
        <ListItem key={entry.path} disablePadding>
          <ListItemButton
            component={NavLink}
            to={entry.path ? `${base}/${entry.path}` : base}
            end
            onClick={onNavigate}
            sx={{ '&.active': { bgcolor: 'action.selected', borderLeft: 4, borderColor: 'primary.main', fontWeight: 600 } }}
          >
            <ListItemText primary={entry.label} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
