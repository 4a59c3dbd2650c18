import Box from '@mui/material/Box';
import { workspaceStatus, type WorkspaceStatusTone } from '@schema/status/workspace-status';

const toneColours: Record<WorkspaceStatusTone, string> = {
  red: '#b3261e',
  green: '#1e6b2f',
  orange: '#8a4b00',
  gray: '#4a4a55',
};

/** A workspace status in its colour (red negative, green positive, orange pending, gray otherwise); unknown shows a dash. */
export function WorkspaceStatusLabel({ status }: { status: string | null | undefined }) {
  const display = workspaceStatus(status);
  return (
    <Box component="span" sx={{ fontWeight: 600, fontSize: '0.875rem', color: display.tone ? toneColours[display.tone] : 'text.primary' }}>
      {display.label}
    </Box>
  );
}
