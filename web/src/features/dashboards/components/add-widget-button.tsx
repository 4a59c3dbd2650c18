import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type Ref } from 'react';
import { useWidgetKinds } from '../widgets/widget-kinds-context';
import type { WidgetKind } from '../widgets/widget-kind';

/** Add widget: a menu of the widget kinds. */
export function AddWidgetButton({ onPick, buttonRef }: { onPick(kind: WidgetKind): void; buttonRef?: Ref<HTMLButtonElement> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const widgetKinds = useWidgetKinds();
  return (
    <>
      <Button ref={buttonRef} variant="outlined" startIcon={<AddIcon />} aria-haspopup="menu" aria-expanded={anchor ? 'true' : undefined} onClick={(event) => setAnchor(event.currentTarget)}>
        Add widget
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {widgetKinds.map((kind) => (
          <MenuItem
            key={kind.type}
            onClick={() => {
              setAnchor(null);
              onPick(kind);
            }}
          >
            {kind.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
