import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled group of fields (a fieldset with its legend). */
export function PanelGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, borderTop: 1, borderColor: 'divider', p: 0, pt: 1.5, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0, float: 'left', width: '100%', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
