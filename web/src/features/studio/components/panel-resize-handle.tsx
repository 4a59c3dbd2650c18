import Box from '@mui/material/Box';
import type { KeyboardEvent, PointerEvent } from 'react';
import { panelWidthRange } from '../hooks/use-panel-width';

/** Arrow keys move the edge by this much; with Shift, by five times as much. */
const keyStep = 16;

/**
 * The open panel's right edge, a separator that resizes it: dragged with a pointer, or focused and moved with
 * the arrow keys (Home and End for the narrowest and widest), as the WAI-ARIA window splitter pattern asks.
 */
export function PanelResizeHandle({ label, width, controls, onResize }: { label: string; width: number; controls: string; onResize(width: number): void }) {
  function startDrag(event: PointerEvent<HTMLDivElement>) {
    event.preventDefault();
    const startX = event.clientX;
    const startWidth = width;
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const move = (moved: globalThis.PointerEvent) => onResize(startWidth + moved.clientX - startX);
    const stop = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', stop);
      handle.removeEventListener('pointercancel', stop);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', stop);
    handle.addEventListener('pointercancel', stop);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? keyStep * 5 : keyStep;
    const next: Record<string, number> = {
      ArrowLeft: width - step,
      ArrowRight: width + step,
      Home: panelWidthRange.min,
      End: panelWidthRange.max,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    onResize(next[event.key]!);
  }

  return (
    <Box
      role="separator"
      tabIndex={0}
      aria-label={label}
      aria-orientation="vertical"
      aria-controls={controls}
      aria-valuenow={width}
      aria-valuemin={panelWidthRange.min}
      aria-valuemax={panelWidthRange.max}
      onPointerDown={startDrag}
      onKeyDown={onKeyDown}
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        right: 0,
        width: 8,
        zIndex: 1,
        cursor: 'col-resize',
        touchAction: 'none',
        '&:hover, &:focus-visible': { bgcolor: 'primary.main', opacity: 0.5 },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    />
  );
}
