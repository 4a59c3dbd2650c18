import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useDefaultDashboards } from '../api/default-dashboards';
import { useProgramDashboards } from '../api/program-dashboards';
import { programDashboardPath, studioDashboardPath } from '../hooks/dashboard-paths';

const activeStyle = { '&.active': { bgcolor: 'action.selected', borderLeft: 4, borderColor: 'primary.main', fontWeight: 600 } };

type MenuPage = { data?: { items: ReadonlyArray<{ id: string; name: string }>; cursor?: string | null } };

/**
 * One page of dashboards as menu links, indented under the menu's New Dashboard entry, then "Show more" while a
 * cursor says more exist: it brings the next page below (focus moves to its first link) and goes away.
 */
function DashboardPage({ usePage, cursor, focusFirst, pathOf, onNavigate }: { usePage(cursor: string | null): MenuPage; cursor: string | null; focusFirst: boolean; pathOf(id: string): string; onNavigate(): void }) {
  const { data } = usePage(cursor);
  const [more, setMore] = useState(false);
  const items = data?.items ?? [];
  const next = data?.cursor ?? null;
  return (
    <>
      {items.map((item, index) => (
        <ListItem key={item.id} disablePadding>
          <ListItemButton component={NavLink} to={pathOf(item.id)} onClick={onNavigate} autoFocus={focusFirst && index === 0} sx={{ ...activeStyle, pl: 4 }}>
            <ListItemText primary={item.name} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
          </ListItemButton>
        </ListItem>
      ))}
      {next && more ? <DashboardPage usePage={usePage} cursor={next} focusFirst pathOf={pathOf} onNavigate={onNavigate} /> : null}
      {next && !more ? (
        <ListItem disablePadding>
          <ListItemButton onClick={() => setMore(true)} sx={{ pl: 4 }}>
            <ListItemText primary="Show more" slotProps={{ primary: { sx: { color: 'primary.main', fontWeight: 600 } } }} />
          </ListItemButton>
        </ListItem>
      ) : null}
    </>
  );
}

/** The program area menu's dashboards: the program's, then the user's own, 50 at a time. */
export function ProgramDashboardsMenu({ programId, onNavigate }: { programId: string; onNavigate(): void }) {
  const usePage = (cursor: string | null): MenuPage => ({ data: useProgramDashboards(programId, cursor).data?.findDashboardsByProgram });
  return <DashboardPage usePage={usePage} cursor={null} focusFirst={false} pathOf={(id) => programDashboardPath(programId, id)} onNavigate={onNavigate} />;
}

/** The studio program menu's default (PROGRAM) dashboards, 50 at a time. */
export function StudioDashboardsMenu({ campusId, programId, onNavigate }: { campusId: string; programId: string; onNavigate(): void }) {
  const usePage = (cursor: string | null): MenuPage => ({ data: useDefaultDashboards(programId, cursor).data?.defaultDashboards });
  return <DashboardPage usePage={usePage} cursor={null} focusFirst={false} pathOf={(id) => studioDashboardPath(campusId, programId, id)} onNavigate={onNavigate} />;
}
