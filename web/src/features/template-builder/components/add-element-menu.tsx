import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { questionKinds, structureKinds, type AddKind } from '../hooks/add-kinds';

/** The builder's Add menu: structure (page, sections, static text) and a question of every kind. */
export function AddElementMenu({ onAdd, disabled }: { onAdd: (entry: AddKind) => void; disabled: boolean }) {
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
        <ListSubheader>Structure</ListSubheader>
        {structureKinds.map((entry) => (
          <MenuItem key={entry.kind} onClick={() => choose(entry)}>
            {entry.label}
          </MenuItem>
        ))}
        <Divider />
        <ListSubheader>Questions</ListSubheader>
        {questionKinds.map((entry) => (
          <MenuItem key={entry.kind} onClick={() => choose(entry)}>
            {entry.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
