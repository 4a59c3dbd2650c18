import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * A panel sliding in from the right with a title and a close button; full width on phones. `onExited` runs once it
 * has slid shut (where a screen moves the focus on after the panel's action, instead of back to its opener).
 */
export function SidePanel({ open, title, onClose, onExited, children }: { open: boolean; title: string; onClose(): void; onExited?(): void; children: ReactNode }) {
  const id = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } }, role: 'dialog', 'aria-labelledby': `${id}-title` }, ...(onExited ? { transition: { onExited } } : {}) }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={`${id}-title`} variant="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label="Close panel" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ p: 3 }}>{children}</Box>
    </Drawer>
  );
}
