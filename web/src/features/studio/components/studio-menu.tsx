import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import { Fragment, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { scopePath, type StudioScope } from '../hooks/use-studio-scope';
import { ProgramTemplatesMenu } from './program-templates-menu';

/** One entry of a studio side menu: a link, a heading, or a screen that a later release brings (disabled, with why). */
export type StudioMenuEntry =
  | { label: string; /** Relative to the scope's base address; '' is the scope's index. */ path: string }
  | { label: string; heading: true }
  | { label: string; comingWith: string };

/** The side menu's entries of a scope; null when the scope has no side menu (a campus without the roles flag, a template). */
export function useStudioMenu(scope: StudioScope): { title: string; entries: StudioMenuEntry[] } | null {
  const globalRoleManagement = useFeatureFlag('rollout-global-role-management');
  const libraryManagement = useFeatureFlag('rollout-library-management');
  const campusRoles = useFeatureFlag('rollout-campus-level-roles-and-permissions-configuration');
  const dashboards = useFeatureFlag('rollout-dashboard');
  switch (scope.kind) {
    case 'global':
    case 'library':
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
          // Behind rollout-dashboard, as the program area's: its API answers NOT_FOUND while the flag is off.
          ...(dashboards.enabled ? [{ label: 'Dashboards', heading: true as const }, { label: 'New Dashboard', path: 'dashboard/new' }] : []),
          { label: 'Metrics', path: 'metrics' },
          { label: 'User Management', path: 'user-management' },
          { label: 'Data Explorer Configuration', path: 'data-explorer-config' },
          { label: 'Roles & Permissions', path: 'roles-and-permissions' },
        ],
      };
    case 'template':
      return null;
  }
}

const activeStyle = { '&.active': { bgcolor: 'action.selected', borderLeft: 4, borderColor: 'primary.main', fontWeight: 600 } };

function MenuEntry({ base, entry, onNavigate }: { base: string; entry: StudioMenuEntry; onNavigate: () => void }) {
  if ('heading' in entry) return <ListSubheader sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>{entry.label}</ListSubheader>;
  if ('comingWith' in entry) {
    // aria-disabled rather than disabled: a disabled button cannot take focus, and keyboard users need the tooltip too.
    return (
      <ListItem disablePadding>
        <Tooltip title={entry.comingWith} describeChild>
          <ListItemButton aria-disabled="true" sx={{ color: 'text.secondary', cursor: 'not-allowed' }}>
            <ListItemText primary={entry.label} />
          </ListItemButton>
        </Tooltip>
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={entry.path ? `${base}/${entry.path}` : base} end onClick={onNavigate} sx={activeStyle}>
        <ListItemText primary={entry.label} />
      </ListItemButton>
    </ListItem>
  );
}

/** A studio side menu: the scope's screens as links, the current one marked; a program's templates below. */
export function StudioMenu({
  scope,
  entries,
  extras,
  onNavigate,
}: {
  scope: StudioScope;
  entries: StudioMenuEntry[];
  /** What other features add after an entry, by the entry's label (the default dashboards under New Dashboard). */
  extras?: Partial<Record<string, ReactNode>>;
  onNavigate: () => void;
}) {
  const base = scopePath(scope);
  return (
    <List>
      {entries.map((entry) => (
        <Fragment key={entry.label}>
          <MenuEntry base={base} entry={entry} onNavigate={onNavigate} />
          {extras?.[entry.label]}
        </Fragment>
      ))}
      {scope.kind === 'program' ? <ProgramTemplatesMenu campusId={scope.campusId} programId={scope.programId} onNavigate={onNavigate} /> : null}
    </List>
  );
}
