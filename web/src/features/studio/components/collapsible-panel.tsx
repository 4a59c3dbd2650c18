import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type ReactNode } from 'react';
import { usePanelWidth } from '../hooks/use-panel-width';
import { useStoredFlag } from '@/lib/storage/use-stored-flag';
import { PanelResizeHandle } from './panel-resize-handle';

/** The left panel's widths (spec: studio and admin area, sections 2 and 9). */
export const panelWidth = { open: 450, closed: 32 } as const;

/** Where the open-or-closed choice is remembered. */
export const panelStorageKey = 'studio.leftPanelOpen';

/** Below this width the open panel lies over the screen instead of beside it. */
const overlayQuery = '(max-width:899.95px)';

/**
 * A left panel that collapses to a 32 px strip with its toggle; 450 px when open, the choice remembered in the
 * browser. Beside the screen its edge resizes it (220 to 600 px, remembered), so wide tables get room. On phones
 * it starts closed each visit and opens over the screen, closing again when a link is chosen.
 */
export function CollapsiblePanel({
  label,
  title,
  panel,
  children,
}: {
  label: string;
  /** The open panel's heading. */
  title: string;
  panel: (onNavigate: () => void) => ReactNode;
  children: ReactNode;
}) {
  const overlay = useMediaQuery(overlayQuery, { noSsr: true });
  const [storedOpen, setStoredOpen] = useStoredFlag(panelStorageKey, true);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const open = overlay ? phoneOpen : storedOpen;
  const setOpen = overlay ? setPhoneOpen : setStoredOpen;
  const [width, setWidth] = usePanelWidth();
  const id = useId();
  const resizable = open && !overlay;
  const toggleLabel = open ? `Collapse ${label.toLowerCase()}` : `Expand ${label.toLowerCase()}`;

  return (
    <Box sx={{ display: 'flex', flex: 1, position: 'relative', minHeight: 'calc(100vh - 64px)' }}>
      <Box
        component="nav"
        aria-label={label}
        sx={{
          width: open ? (overlay ? `min(${panelWidth.open}px, 100%)` : width) : panelWidth.closed,
          position: 'relative',
          flexShrink: 0,
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          // No width transition: it would lag behind a dragged edge.
          overflowX: 'hidden',
          ...(overlay && open ? { position: 'absolute', top: 0, bottom: 0, left: 0, zIndex: 5, boxShadow: 8 } : {}),
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: open ? 'space-between' : 'center', pt: 0.5, pl: open ? 2 : 0, pr: open ? 0.5 : 0 }}>
          {open ? (
            <Typography variant="h2" sx={{ fontSize: '1rem', color: 'text.secondary' }}>
              {title}
            </Typography>
          ) : null}
          <Tooltip title={toggleLabel} placement="right">
            <IconButton size="small" aria-label={toggleLabel} aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen(!open)}>
              {open ? <ChevronLeftIcon /> : <ChevronRightIcon />}
            </IconButton>
          </Tooltip>
        </Box>
        <Box id={`${id}-panel`} hidden={!open} sx={{ width: '100%' }}>
          {open ? panel(() => overlay && setPhoneOpen(false)) : null}
        </Box>
        {resizable ? <PanelResizeHandle label={`Resize ${label.toLowerCase()}`} width={width} controls={`${id}-panel`} onResize={setWidth} /> : null}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, ml: overlay && open ? `${panelWidth.closed}px` : 0 }}>{children}</Box>
    </Box>
  );
}
