import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactNode } from 'react';
import { useStoredFlag } from '@/lib/storage/use-stored-flag';

/**
 * The left panel's widths and the width under which it opens from a toggle. Members get the end-user area's 368 px
 * (its section 9); the program admin view is the studio-and-admin area's panel, 450 px open (its section 2). Both
 * collapse to a 32 px strip, the choice remembered in the browser (docs/decisions.md, "The program area's left panel").
 */
export const programPanel = { width: 368, adminWidth: 450, closed: 32, toggleBelow: 648 } as const;

/** Where the open-or-closed choice is remembered. */
export const programPanelStorageKey = 'program.leftPanelOpen';

const panelQuery = `(min-width:${programPanel.toggleBelow}px)`;

/** The program's name at the head of the panel. */
function PanelTitle({ name, id }: { name: string; id?: string }) {
  return (
    <Typography id={id} variant="h6" component="p" sx={{ px: 2, pt: 2, overflowWrap: 'anywhere' }}>
      {name}
    </Typography>
  );
}

/**
 * The panel beside the screen: its toggle collapses it to a 32 px strip and opens it again. The toggle stays the
 * same button, so the focus stays on it either way.
 */
function BesidePanel({ programName, adminView, children }: { programName: string; adminView: boolean; children: ReactNode }) {
  const [open, setOpen] = useStoredFlag(programPanelStorageKey, true);
  const contentId = useId();
  const toggleLabel = open ? 'Collapse program menu' : 'Expand program menu';
  const openWidth = adminView ? programPanel.adminWidth : programPanel.width;

  return (
    <Box
      component="nav"
      aria-label="Program"
      sx={{ width: open ? openWidth : programPanel.closed, flexShrink: 0, overflowX: 'hidden', borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: open ? 'space-between' : 'center', pr: open ? 0.5 : 0, pt: open ? 0 : 0.5 }}>
        {open ? <PanelTitle name={programName} /> : null}
        <Tooltip title={toggleLabel} placement="right">
          <IconButton size="small" aria-label={toggleLabel} aria-expanded={open} aria-controls={contentId} onClick={() => setOpen(!open)} sx={{ mt: open ? 2 : 0 }}>
            {open ? <ChevronLeftIcon /> : <ChevronRightIcon />}
          </IconButton>
        </Tooltip>
      </Box>
      <Box id={contentId} hidden={!open}>
        {open ? children : null}
      </Box>
    </Box>
  );
}

/**
 * The program area's left panel: beside the screen from 648 px up (368 px, or 450 px in the program admin view,
 * collapsible to 32 px); below, a "Program menu" toggle opens it as a drawer over the screen. The drawer takes
 * focus when it opens and gives it back to the toggle when it closes (MUI's modal focus handling).
 */
export function ProgramSidePanel({
  programName,
  adminView,
  open,
  onOpenChange,
  children,
}: {
  programName: string;
  /** The caller administers the program: the studio-and-admin area's wider panel. */
  adminView: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactNode;
}) {
  const beside = useMediaQuery(panelQuery, { noSsr: true });
  const titleId = useId();

  if (beside) {
    return (
      <BesidePanel programName={programName} adminView={adminView}>
        {children}
      </BesidePanel>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Button startIcon={<MenuIcon />} aria-expanded={open} aria-haspopup="dialog" onClick={() => onOpenChange(true)}>
        Program menu
      </Button>
      <Drawer
        open={open}
        onClose={() => onOpenChange(false)}
        slotProps={{ paper: { sx: { width: `min(${programPanel.width}px, 90vw)` }, role: 'dialog', 'aria-labelledby': titleId } }}
      >
        <Box component="nav" aria-label="Program">
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', pr: 1 }}>
            <PanelTitle name={programName} id={titleId} />
            <IconButton aria-label="Close program menu" onClick={() => onOpenChange(false)} sx={{ mt: 1 }}>
              <CloseIcon />
            </IconButton>
          </Box>
          {children}
        </Box>
      </Drawer>
    </Box>
  );
}
