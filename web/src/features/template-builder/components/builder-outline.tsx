import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, type KeyboardEvent } from 'react';
import { kindLabel, nodeLabel, type OutlineRow } from '../hooks/builder-tree';

interface OutlineProps {
  rows: readonly OutlineRow[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Absent on a read-only version. */
  onMove?: (row: OutlineRow, direction: -1 | 1) => Promise<void>;
  onRemove?: (row: OutlineRow) => void;
  busy: boolean;
}

/** The outline of pages and elements: a keyboard-operable tree (arrows, Home, End; Alt+arrows move) with move and remove buttons. */
export function BuilderOutline({ rows, selectedId, onSelect, onMove, onRemove, busy }: OutlineProps) {
  const itemRefs = useRef(new Map<string, HTMLElement>());
  const selectedIndex = rows.findIndex((row) => row.node.id === selectedId);
  const selected = rows[selectedIndex];
  const focusRow = (index: number) => {
    const row = rows[Math.max(0, Math.min(rows.length - 1, index))];
    if (!row) return;
    onSelect(row.node.id);
    itemRefs.current.get(row.node.id)?.focus();
  };
  const moveRow = async (row: OutlineRow | undefined, direction: -1 | 1) => {
    if (!row || !onMove || busy) return;
    const target = row.index + direction;
    if (target < 0 || target >= row.siblings.length) return;
    onSelect(row.node.id);
    await onMove(row, direction);
    // The buttons are disabled while the move saves: give focus back to the moved element.
    itemRefs.current.get(row.node.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      void moveRow(rows[index], event.key === 'ArrowUp' ? -1 : 1);
      return;
    }
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rows.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusRow(target);
  };
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h2" id="outline-heading" sx={{ fontSize: '1.1rem' }}>
          Outline
        </Typography>
        {onMove && onRemove ? (
          <Stack direction="row" aria-label="Selected element" role="toolbar">
            <Tooltip title="Move up (Alt+Up arrow)">
              <span>
                <IconButton aria-label="Move up" size="small" disabled={busy || !selected || selected.index === 0} onClick={() => void moveRow(selected, -1)}>
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Move down (Alt+Down arrow)">
              <span>
                <IconButton aria-label="Move down" size="small" disabled={busy || !selected || selected.index === selected.siblings.length - 1} onClick={() => void moveRow(selected, 1)}>
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Remove">
              <span>
                <IconButton aria-label="Remove" size="small" disabled={busy || !selected} onClick={() => selected && onRemove(selected)}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        ) : null}
      </Stack>
      <Box component="ul" role="tree" aria-labelledby="outline-heading" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row, index) => {
          const isSelected = row.node.id === selectedId;
          const page = row.node.__typename === 'Page';
          return (
            <Box
              component="li"
              role="treeitem"
              key={row.node.id}
              aria-level={row.depth}
              aria-selected={isSelected}
              tabIndex={isSelected || (selectedIndex < 0 && index === 0) ? 0 : -1}
              ref={(element: HTMLElement | null) => {
                if (element) itemRefs.current.set(row.node.id, element);
                else itemRefs.current.delete(row.node.id);
              }}
              onClick={() => onSelect(row.node.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              sx={{
                pl: 1 + (row.depth - 1) * 2,
                pr: 1,
                py: 0.75,
                cursor: 'pointer',
                borderRadius: 1,
                borderLeft: 3,
                borderColor: isSelected ? 'primary.main' : 'transparent',
                bgcolor: isSelected ? 'action.selected' : 'transparent',
                '&:hover': { bgcolor: 'action.hover' },
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
              }}
            >
              <Typography component="span" sx={{ fontWeight: page ? 600 : 400, display: 'block' }} noWrap>
                {nodeLabel(row.node)}
              </Typography>
              <Typography component="span" variant="caption" color="text.secondary">
                {kindLabel(row.node.__typename ?? '')}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
