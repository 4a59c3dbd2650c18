import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { columnKinds, questionKinds, structureKinds, summaryItemKinds, type AddKind } from '../hooks/add-kinds';

interface AddMenuProps {
  onAdd: (entry: AddKind) => void;
  disabled: boolean;
  /** A table (or one of its columns) is selected: only its column kinds are offered. */
  columnsOnly?: boolean;
  /** A summary page (or one of its items) is selected: what goes on a summary page is offered, and another summary page. */
  onSummaryPage?: boolean;
}

const summaryPageKind = structureKinds.find((entry) => entry.kind === 'SummaryPage')!;

/** The menu's headed groups of entries for what is selected. */
function menuSections(columnsOnly: boolean, onSummaryPage: boolean): Array<{ heading: string; entries: AddKind[] }> {
  if (columnsOnly) return [{ heading: 'Columns of the table', entries: columnKinds }];
  if (onSummaryPage) return [{ heading: 'On the summary page', entries: [...summaryItemKinds, summaryPageKind] }];
  return [
    { heading: 'Structure', entries: structureKinds },
    { heading: 'Questions', entries: questionKinds },
  ];
}

/**
 * The builder's Add menu: structure (page, summary page, sections, static text, subform) and a question of every
 * kind; when a table is selected, the question kinds a table takes as columns; when a summary page is selected,
 * a question summary, an outcome group or another summary page.
 */
export function AddElementMenu({ onAdd, disabled, columnsOnly = false, onSummaryPage = false }: AddMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (entry: AddKind) => {
    setAnchor(null);
    onAdd(entry);
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'add-element-menu' : undefined}
        id="add-element-button"
      >
        Add
      </Button>
      <Menu id="add-element-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': 'add-element-button', dense: true } }}>
        {menuSections(columnsOnly, onSummaryPage).flatMap((section, index) => [
          ...(index > 0 ? [<Divider key={`${section.heading}-divider`} />] : []),
          <ListSubheader key={section.heading}>{section.heading}</ListSubheader>,
          ...section.entries.map((entry) => (
            <MenuItem key={entry.kind} onClick={() => choose(entry)}>
              {entry.label}
            </MenuItem>
          )),
        ])}
      </Menu>
    </>
  );
}
