import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { OutlineRow } from '../hooks/builder-tree';

interface ToolbarProps {
  selected: OutlineRow | undefined;
  busy: boolean;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}

/** Move up, Move down and Remove for the selected outline row. */
export function OutlineToolbar({ selected, busy, onMove, onRemove }: ToolbarProps) {
  return (
    <Stack direction="row" aria-label="Selected element" role="toolbar">
      <Tooltip title="Move up (Alt+Up arrow)">
        <span>
          <IconButton aria-label="Move up" size="small" disabled={busy || !selected || selected.index === 0} onClick={() => onMove(-1)}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Move down (Alt+Down arrow)">
        <span>
          <IconButton aria-label="Move down" size="small" disabled={busy || !selected || selected.index === selected.siblings.length - 1} onClick={() => onMove(1)}>
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Remove">
        <span>
          <IconButton aria-label="Remove" size="small" disabled={busy || !selected} onClick={onRemove}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
