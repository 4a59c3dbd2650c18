import { DndContext, DragOverlay, type Modifier } from '@dnd-kit/core';
import { getEventCoordinates } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { kindLabel, type OutlineRow } from '../hooks/builder-tree';
import { useOutlineDrag } from '../hooks/outline-drag';
import { useOutlineKeys } from '../hooks/outline-keys';
import { describePlacement, labelsById, shownSubtree } from '../hooks/outline-placement';
import { useOutlineView } from '../hooks/outline-view';
import { OutlineDropIndicator } from './outline-drop-indicator';
import { OutlineRowItem } from './outline-row';
import { OutlineToolbar } from './outline-toolbar';

interface OutlineProps {
  rows: readonly OutlineRow[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Absent on a read-only version. */
  onMove?: (row: OutlineRow, direction: -1 | 1) => Promise<void>;
  /** Puts an element under `parentId` after `afterId` (null: first); absent on a read-only version (no dragging). */
  onMoveTo?: (nodeId: string, parentId: string, afterId: string | null) => Promise<unknown>;
  onRemove?: (row: OutlineRow) => void;
  busy: boolean;
}

const instructions =
  'To move this element, press Space, choose its place with the up and down arrow keys (Home and End for the first and last place), then press Space to drop it or Escape to cancel. Alt with the up or down arrow moves it one place.';
// The outline says every step itself (in its own live region), so @dnd-kit's announcements stay quiet.
const silent = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };
// Numbers in sx widths are fractions (1 is 100%): the visually hidden region takes pixels.
const hidden = { position: 'absolute', width: '1px', height: '1px', m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
// The dragged row's card floats beside the pointer, so it never hides the drop indicator.
const besideCursor: Modifier = ({ activatorEvent, draggingNodeRect, transform }) => {
  const point = activatorEvent ? getEventCoordinates(activatorEvent) : null;
  if (!point || !draggingNodeRect) return transform;
  return { ...transform, x: transform.x + point.x - draggingNodeRect.left + 16, y: transform.y + point.y - draggingNodeRect.top + 12 };
};
const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The outline of pages and elements: a virtualized, keyboard-operable tree (arrows, Home, End; Left and Right
 * collapse and expand; Alt+arrows move) whose rows can be dragged to another place, with move and remove buttons.
 */
export function BuilderOutline({ rows, selectedId, onSelect, onMove, onMoveTo, onRemove, busy }: OutlineProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  const labels = useMemo(() => labelsById(rows), [rows]);
  const drag = useOutlineDrag({
    rows: () => view.shown,
    labels: () => labels,
    rowsElement: () => rowsRef.current,
    reveal: (index) => view.virtualizer.scrollToIndex(index, { align: 'auto' }),
    onSelect,
    onMoveTo,
  });
  const activeId = drag.view?.activeId ?? null;
  const view = useOutlineView(rows, selectedId, () => scrollRef.current, activeId);
  const { shown, closed, selectedIndex, virtualizer } = view;
  const keys = useOutlineKeys({ view, onSelect, onMove: busy ? undefined : onMove });
  const selected = shown[selectedIndex];
  const placement = drag.view?.placement;
  const activeIndex = shown.findIndex((row) => row.node.id === activeId);
  const activeRow = shown[activeIndex];
  const draggedIds = shownSubtree(shown, activeIndex);

  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h2" id="outline-heading" sx={{ fontSize: '1.1rem' }}>
          Outline
        </Typography>
        {onMove && onRemove ? (
          <OutlineToolbar selected={selected} busy={busy} onMove={(direction) => void keys.moveRow(selected, direction)} onRemove={() => selected && onRemove(selected)} />
        ) : null}
      </Stack>
      <DndContext
        sensors={drag.sensors}
        accessibility={{ announcements: silent, screenReaderInstructions: { draggable: instructions } }}
        autoScroll={{ threshold: { x: 0, y: 0.15 } }}
        {...drag.handlers}
      >
        <Box ref={scrollRef} sx={{ maxHeight: { xs: '60vh', md: 'calc(100vh - 220px)' }, overflowY: 'auto', overflowX: 'hidden', overscrollBehavior: 'contain' }}>
          <Box ref={rowsRef} sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
            <Box component="ul" role="tree" aria-labelledby="outline-heading" sx={{ listStyle: 'none', m: 0, p: 0, position: 'absolute', inset: 0 }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = shown[item.index];
                if (!row) return null;
                const id = row.node.id;
                return (
                  <OutlineRowItem
                    key={id}
                    row={row}
                    top={item.start}
                    selected={id === selectedId}
                    tabbable={selectedIndex < 0 ? item.index === 0 : id === selectedId}
                    collapsed={closed.has(id)}
                    draggable={Boolean(onMoveTo) && !busy}
                    dragged={draggedIds.has(id)}
                    dropTarget={Boolean(placement && !placement.problem && placement.parentId === id)}
                    dragging={Boolean(drag.view)}
                    elementRef={keys.refFor(id)}
                    onSelect={() => onSelect(id)}
                    onToggle={() => keys.toggle(row)}
                    onKeyDown={(event) => keys.onKeyDown(event, item.index)}
                  />
                );
              })}
            </Box>
            {placement ? (
              <OutlineDropIndicator placement={placement} note={placement.problem ? 'Cannot go here' : upper(describePlacement(placement, labels))} />
            ) : null}
          </Box>
        </Box>
        <DragOverlay dropAnimation={null} modifiers={[besideCursor]}>
          {activeRow && !drag.view?.keyboard ? (
            <Paper elevation={6} sx={{ px: 1.5, py: 0.5, width: 'fit-content', maxWidth: 240, cursor: 'grabbing', opacity: 0.95 }}>
              <Typography noWrap>{labels.get(activeRow.node.id)}</Typography>
              <Typography variant="caption" color="text.secondary">
                {kindLabel(activeRow.node.__typename ?? '')}
              </Typography>
            </Paper>
          ) : null}
        </DragOverlay>
      </DndContext>
      <Box role="status" aria-label="Moving elements" aria-live="assertive" aria-atomic sx={hidden}>
        {drag.announcement}
      </Box>
    </Box>
  );
}
