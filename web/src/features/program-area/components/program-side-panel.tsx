import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactNode } from 'react';

/** The left panel's width and the width under which it opens from a toggle (spec: end-user area, section 9). */
export const programPanel = { width: 368, toggleBelow: 648 } as const;

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
 * The program area's left panel: 368 px beside the screen from 648 px up; below, a "Program menu" toggle
 * opens it as a drawer over the screen. The drawer takes focus when it opens and gives it back to the toggle
 * when it closes (MUI's modal focus handling).
 */
export function ProgramSidePanel({
  programName,
  open,
  onOpenChange,
  children,
}: {
  programName: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactNode;
}) {
  const beside = useMediaQuery(panelQuery, { noSsr: true });
  const titleId = useId();

  if (beside) {
    return (
      <Box component="nav" aria-label="Program" sx={{ width: programPanel.width, flexShrink: 0, borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <PanelTitle name={programName} />
        {children}
      </Box>
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
