import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { columnKinds, questionKinds, structureKinds, type AddKind } from '../hooks/add-kinds';

interface AddMenuProps {
  onAdd: (entry: AddKind) => void;
  disabled: boolean;
  /** A table (or one of its columns) is selected: only its column kinds are offered. */
  columnsOnly?: boolean;
}

/**
 * The builder's Add menu: structure (page, sections, static text, subform) and a question of every kind; when a
 * table is selected, the question kinds a table takes as columns.
 */
export function AddElementMenu({ onAdd, disabled, columnsOnly = false }: AddMenuProps) {
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
        {columnsOnly ? null : <ListSubheader>Structure</ListSubheader>}
        {columnsOnly
          ? null
          : structureKinds.map((entry) => (
              <MenuItem key={entry.kind} onClick={() => choose(entry)}>
                {entry.label}
              </MenuItem>
            ))}
        {columnsOnly ? null : <Divider />}
        <ListSubheader>{columnsOnly ? 'Columns of the table' : 'Questions'}</ListSubheader>
        {(columnsOnly ? columnKinds : questionKinds).map((entry) => (
          <MenuItem key={entry.kind} onClick={() => choose(entry)}>
            {entry.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
