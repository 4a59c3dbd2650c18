import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { WidgetMove } from '@schema/dashboards/layout-ops';
import { useRef, type ReactNode, type Ref } from 'react';
import { useOverflows } from '../hooks/use-overflows';
import { WidgetActionsMenu } from './widget-actions-menu';

/** The class of a widget's drag handle: the grid drags widgets by it only, so clicks inside a widget stay clicks. */
export const dragHandleClass = 'dashboard-drag-handle';

/** Edit mode's bar over a widget: a drag handle for pointers, the kind's name and the actions menu. */
export interface WidgetEditing {
  moves: Record<WidgetMove, boolean>;
  onMove(move: WidgetMove): void;
  onConfigure?: () => void;
  onRemove(): void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * One widget on the grid: its content, and in edit mode a small bar at its top right (a drag handle for pointers and
 * the actions menu), over the content so a one-row widget keeps its 40 px.
 */
export function WidgetFrame({ label, editing, children }: { label: string; editing?: WidgetEditing; children: ReactNode }) {
  const content = useRef<HTMLDivElement>(null);
  const scrolls = useOverflows(content);
  return (
    <Paper
      variant="outlined"
      sx={{ position: 'relative', height: '100%', overflow: 'hidden', borderStyle: editing ? 'dashed' : 'none', bgcolor: editing ? 'background.paper' : 'transparent' }}
    >
      <Box
        ref={content}
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
        sx={{ height: '100%', boxSizing: 'border-box', overflow: 'auto', px: 1, py: 0.5, pr: editing ? 9 : 1 }}
      >
        {children}
      </Box>
      {editing ? (
        <Box sx={{ position: 'absolute', top: 2, right: 2, display: 'flex', alignItems: 'center', gap: 0.25, bgcolor: 'background.paper', borderRadius: 1 }}>
          <Box className={dragHandleClass} title={`Drag ${label}`} aria-hidden sx={{ display: 'flex', cursor: 'move', color: 'text.secondary', p: 0.5 }}>
            <DragIndicatorIcon fontSize="small" />
          </Box>
          <WidgetActionsMenu name={label} {...editing} />
        </Box>
      ) : null}
    </Paper>
  );
}
