import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type DragMoveEvent, type DragStartEvent } from '@dnd-kit/core';
import { getEventCoordinates } from '@dnd-kit/utilities';
import { useRef, useState } from 'react';
import type { OutlineRow } from './builder-tree';
import { describePlacement, isCurrentPlace, keyboardPlacements, placementsFor, pointerPlacement, type Placement } from './outline-placement';

/** The outline's row height in pixels (rows are one line of name and one of kind). */
export const outlineRowHeight = 56;
/** How far each level of the outline is indented, in pixels. */
export const outlineIndent = 16;

interface DragState {
  row: OutlineRow;
  label: string;
  labels: ReadonlyMap<string, string>;
  placements: Placement[];
  steps: Placement[];
  placement: Placement | undefined;
  keyboard: boolean;
  /** Where the pointer started, in pixels from the top and left of the rows. */
  origin: { x: number; y: number };
}

interface DragOptions {
  /** The shown rows, in order (asked for when a drag starts and moves). */
  rows: () => readonly OutlineRow[];
  /** Every row's name by id, collapsed ones included. */
  labels: () => ReadonlyMap<string, string>;
  /** The element holding the rows (for the pointer's position over them). */
  rowsElement: () => HTMLElement | null;
  /** Brings the row at an index into view. */
  reveal: (index: number) => void;
  onSelect: (id: string) => void;
  onMoveTo?: (nodeId: string, parentId: string, afterId: string | null) => Promise<unknown>;
}

/**
 * Dragging outline rows with @dnd-kit: the mouse (a few pixels' travel starts it), touch (a long press) and the
 * keyboard (Space picks up; the up and down arrows, Home and End choose among the places the server takes; Space
 * drops, Escape cancels). The drop indicator follows `placement`; `announcement` says each step in plain words.
 */
export function useOutlineDrag({ rows: shownRows, labels: allLabels, rowsElement, reveal, onSelect, onMoveTo }: DragOptions) {
  const live = useRef<DragState | null>(null);
  const [view, setView] = useState<{ activeId: string; placement: Placement | undefined; keyboard: boolean } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const update = (next: DragState | null) => {
    live.current = next;
    setView(next ? { activeId: next.row.node.id, placement: next.placement, keyboard: next.keyboard } : null);
  };
  const where = (state: DragState, placement: Placement) =>
    placement.problem ? `${state.label} cannot go there: ${placement.problem}` : `${state.label} would go ${describePlacement(placement, state.labels)}.`;

  const step = (event: KeyboardEvent) => {
    const state = live.current;
    const at = state?.steps.findIndex((place) => place === state.placement) ?? -1;
    const targets: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: Number.POSITIVE_INFINITY };
    const target = targets[event.code];
    if (!state?.keyboard || target === undefined) return undefined;
    event.preventDefault();
    const next = state.steps[Math.max(0, Math.min(state.steps.length - 1, target))];
    if (!next || next === state.placement) return undefined;
    update({ ...state, placement: next });
    reveal(Math.min(next.gap, shownRows().length - 1));
    setAnnouncement(where(state, next));
    return undefined;
  };
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: step, keyboardCodes: { start: ['Space'], cancel: ['Escape', 'Tab'], end: ['Space', 'Enter'] } }),
  );

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const rows = shownRows();
    const row = rows.find((candidate) => candidate.node.id === active.id);
    if (!row) return;
    const labels = allLabels();
    const placements = placementsFor(rows, row);
    const steps = keyboardPlacements(placements);
    const keyboard = activatorEvent.type.startsWith('key');
    const box = rowsElement()?.getBoundingClientRect();
    const point = getEventCoordinates(activatorEvent) ?? { x: 0, y: 0 };
    const label = labels.get(row.node.id) ?? 'The element';
    onSelect(row.node.id);
    update({
      row,
      label,
      labels,
      placements,
      steps,
      placement: keyboard ? steps.find((place) => isCurrentPlace(place, row)) : undefined,
      keyboard,
      origin: { x: point.x - (box?.left ?? 0), y: point.y - (box?.top ?? 0) },
    });
    setAnnouncement(
      keyboard
        ? `Picked up ${label}. Choose its place with the up and down arrow keys, press Space to drop it there or Escape to cancel.`
        : `Picked up ${label}.`,
    );
  };

  const onDragMove = ({ delta }: DragMoveEvent) => {
    const state = live.current;
    if (!state || state.keyboard) return;
    const depth = 1 + Math.floor((state.origin.x + delta.x - 8) / outlineIndent);
    const placement = pointerPlacement(state.placements, shownRows(), state.origin.y + delta.y, depth, outlineRowHeight);
    if (placement === state.placement) return;
    update({ ...state, placement });
    if (placement) setAnnouncement(where(state, placement));
  };

  const onDragEnd = async () => {
    const state = live.current;
    update(null);
    if (!state) return;
    const { placement, label, row } = state;
    if (!placement || isCurrentPlace(placement, row)) {
      setAnnouncement(`${label} was dropped where it was.`);
    } else if (placement.problem) {
      setAnnouncement(`${label} cannot go there: ${placement.problem} It stays where it was.`);
    } else {
      setAnnouncement(`Moved ${label} ${describePlacement(placement, state.labels)}.`);
      const moved = await onMoveTo?.(row.node.id, placement.parentId, placement.afterId);
      if (moved === false) setAnnouncement(`${label} could not be moved. It stays where it was.`);
    }
  };

  const onDragCancel = () => {
    const state = live.current;
    update(null);
    if (state) setAnnouncement(`Cancelled. ${state.label} stays where it was.`);
  };

  return { sensors, view, announcement, handlers: { onDragStart, onDragMove, onDragEnd: () => void onDragEnd(), onDragCancel } };
}
