import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Fragment, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import type { ProgramMenuEntry } from '../hooks/use-program-menu';
import { programPath, programTemplateLink } from '../hooks/program-paths';

const activeStyle = { '&.active': { bgcolor: 'action.selected', borderLeft: 4, borderColor: 'primary.main', fontWeight: 600 } };

function MenuLink({ to, label, badge, end, onNavigate }: { to: string; label: string; badge?: string; end?: boolean; onNavigate(): void }) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={to} end={end} onClick={onNavigate} sx={activeStyle}>
        <ListItemText primary={label} />
        {badge ? <Chip label={badge} size="small" color="secondary" sx={{ ml: 1 }} /> : null}
      </ListItemButton>
    </ListItem>
  );
}

/** The program area's left menu: its screens, then its latest published templates as links to their pages. */
export function ProgramMenu({
  programId,
  entries,
  templates,
  isAdmin = false,
  studioPath,
  extras,
  onNavigate,
}: {
  programId: string;
  entries: ProgramMenuEntry[];
  templates: ReadonlyArray<{ groupId: string; name: string }>;
  /** Whether the caller administers the program: templates then open inside it, else at their intro page. */
  isAdmin?: boolean;
  /** The program's studio, for its administrators: where its templates are authored. */
  studioPath?: string | null;
  /** What other features add after an entry, by the entry's label (the dashboards under New Dashboard). */
  extras?: Partial<Record<string, ReactNode>>;
  onNavigate(): void;
}) {
  const base = programPath(programId);
  return (
    <List dense>
      {entries.map((entry) =>
        'heading' in entry ? (
          <ListSubheader key={entry.label} sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
            {entry.label}
          </ListSubheader>
        ) : (
          <Fragment key={entry.label}>
            <MenuLink to={entry.path ? `${base}/${entry.path}` : base} label={entry.label} badge={entry.badge} end={!entry.path} onNavigate={onNavigate} />
            {extras?.[entry.label]}
          </Fragment>
        ),
      )}
      {templates.length > 0 ? <ListSubheader sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>Templates</ListSubheader> : null}
      {templates.map((template) => (
        <MenuLink key={template.groupId} to={programTemplateLink(programId, template.groupId, isAdmin)} label={template.name} onNavigate={onNavigate} />
      ))}
      {studioPath ? (
        <>
          <ListSubheader sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>Authoring</ListSubheader>
          <MenuLink to={studioPath} label="Open in Studio" onNavigate={onNavigate} />
        </>
      ) : null}
    </List>
  );
}
