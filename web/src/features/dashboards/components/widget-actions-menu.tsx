import MoreVertIcon from '@mui/icons-material/MoreVert';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { WidgetMove } from '@schema/dashboards/layout-ops';
import { useState, type Ref } from 'react';

const moveLabels: Array<[WidgetMove, string]> = [
  ['up', 'Move up'],
  ['down', 'Move down'],
  ['wider', 'Wider'],
  ['narrower', 'Narrower'],
  ['taller', 'Taller'],
  ['shorter', 'Shorter'],
];

/**
 * A widget's actions in edit mode: configure, the keyboard's moves and resizes (the grid's drag and resize need a
 * pointer), and remove. MUI's menu gives focus back to the button when it closes, so a move keeps the user's place.
 */
export function WidgetActionsMenu({
  name,
  moves,
  onMove,
  onConfigure,
  onRemove,
  buttonRef,
}: {
  name: string;
  moves: Record<WidgetMove, boolean>;
  onMove(move: WidgetMove): void;
  onConfigure?: () => void;
  onRemove(): void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const act = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <>
      <IconButton ref={buttonRef} size="small" aria-label={`${name} widget actions`} aria-haspopup="menu" aria-expanded={anchor ? 'true' : undefined} onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {onConfigure ? <MenuItem onClick={act(onConfigure)}>Configure</MenuItem> : null}
        {moveLabels.map(([move, label]) => (
          <MenuItem key={move} disabled={!moves[move]} onClick={act(() => onMove(move))}>
            {label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={act(onRemove)}>Remove</MenuItem>
      </Menu>
    </>
  );
}
