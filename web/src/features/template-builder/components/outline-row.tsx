import { useDraggable } from '@dnd-kit/core';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent, KeyboardEventHandler, MouseEventHandler, TouchEventHandler } from 'react';
import { hasChildRows, kindLabel, nodeLabel, type OutlineRow } from '../hooks/builder-tree';
import { outlineIndent, outlineRowHeight } from '../hooks/outline-drag';

interface OutlineRowProps {
  row: OutlineRow;
  /** Pixels from the top of the rows (the row is placed absolutely: the outline is virtualized). */
  top: number;
  selected: boolean;
  tabbable: boolean;
  /** Whether its children are hidden (only for rows that have children). */
  collapsed: boolean;
  draggable: boolean;
  /** Whether it is (inside) the row being dragged. */
  dragged: boolean;
  /** Whether the dragged row would go inside it. */
  dropTarget: boolean;
  /** Whether any row is being dragged (the tree's own keys then wait). */
  dragging: boolean;
  elementRef: (element: HTMLElement | null) => void;
  onSelect: () => void;
  onToggle: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** One row of the outline: a tree item that can be dragged to another place. */
export function OutlineRowItem(props: OutlineRowProps) {
  const { row, top, selected, tabbable, collapsed, draggable, dragged, dropTarget, dragging } = props;
  const drag = useDraggable({ id: row.node.id, disabled: !draggable });
  const { setNodeRef, attributes } = drag;
  // @dnd-kit types its listeners loosely: these are the three its mouse, touch and keyboard sensors attach.
  const listeners = drag.listeners as { onMouseDown?: MouseEventHandler; onTouchStart?: TouchEventHandler; onKeyDown?: KeyboardEventHandler } | undefined;
  const expandable = hasChildRows(row);
  const page = row.node.__typename === 'Page' || row.node.__typename === 'SummaryPage';
  return (
    <Box
      component="li"
      role="treeitem"
      aria-level={row.depth}
      aria-setsize={row.siblings.length}
      aria-posinset={row.index + 1}
      aria-selected={selected}
      aria-expanded={expandable ? !collapsed : undefined}
      aria-describedby={draggable ? attributes['aria-describedby'] : undefined}
      data-row-id={row.node.id}
      tabIndex={tabbable ? 0 : -1}
      ref={(element: HTMLElement | null) => {
        setNodeRef(element);
        props.elementRef(element);
      }}
      onClick={props.onSelect}
      onMouseDown={listeners?.onMouseDown}
      onTouchStart={listeners?.onTouchStart}
      onKeyDown={(event) => {
        if (!dragging) props.onKeyDown(event);
        if (!dragging && !event.defaultPrevented && !event.altKey) listeners?.onKeyDown?.(event);
      }}
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        height: outlineRowHeight,
        transform: `translateY(${top}px)`,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pl: `${4 + (row.depth - 1) * outlineIndent}px`,
        pr: 1,
        cursor: draggable ? 'grab' : 'pointer',
        borderRadius: 1,
        borderLeft: 3,
        borderColor: selected ? 'primary.main' : 'transparent',
        bgcolor: dropTarget ? 'action.focus' : selected ? 'action.selected' : 'transparent',
        outline: dropTarget ? '2px dashed' : undefined,
        outlineColor: 'primary.main',
        outlineOffset: -2,
        opacity: dragged ? 0.45 : 1,
        userSelect: 'none',
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: -2 },
      }}
    >
      <Box
        aria-hidden
        onClick={(event) => {
          if (!expandable) return;
          event.stopPropagation();
          props.onToggle();
        }}
        sx={{ width: 24, height: 24, flex: 'none', display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'text.secondary', cursor: expandable ? 'pointer' : 'inherit' }}
      >
        {expandable ? collapsed ? <ChevronRightIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" /> : null}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="span" sx={{ fontWeight: page ? 600 : 400, display: 'block' }} noWrap>
          {nodeLabel(row.node)}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
          {kindLabel(row.node.__typename ?? '')}
        </Typography>
      </Box>
    </Box>
  );
}
