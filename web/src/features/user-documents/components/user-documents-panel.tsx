import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Previous and Next over the cursor-paged list, with where the page is. */
export function PanelPaging({ page, size, total, hasNext, onPage }: { page: number; size: number; total: number; hasNext: boolean; onPage(page: number): void }) {
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(total, page * size);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1, py: 0.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" aria-live="polite">
        {first}–{last} of {total}
      </Typography>
      <Box>
        <IconButton aria-label="Previous page" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label="Next page" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}

/**
 * The left panel of the user documents page: pinned, it sits beside the document (above it on narrow screens);
 * unpinned, only its header stays, with the button that pins it again.
 */
export function UserDocumentsPanel({ pinned, onPinnedChange, children }: { pinned: boolean; onPinnedChange(pinned: boolean): void; children: ReactNode }) {
  const label = pinned ? 'Unpin documents panel' : 'Pin documents panel';
  return (
    <Box
      component="section"
      aria-label="User documents"
      sx={{ width: { xs: '100%', md: pinned ? 340 : 'auto' }, flexShrink: 0, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', alignSelf: 'flex-start' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 2, pr: 0.5, py: 0.5, borderBottom: pinned ? 1 : 0, borderColor: 'divider' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Documents
        </Typography>
        <Tooltip title={label}>
          <IconButton aria-label={label} aria-pressed={pinned} onClick={() => onPinnedChange(!pinned)}>
            {pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
          </IconButton>
        </Tooltip>
      </Box>
      {pinned ? children : null}
    </Box>
  );
}
