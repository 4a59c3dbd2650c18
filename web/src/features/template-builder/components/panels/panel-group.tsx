import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A titled group of fields (a fieldset with its legend), with help under the legend that describes the group. */
export function PanelGroup({ title, help, children }: { title: string; help?: string; children: ReactNode }) {
  const helpId = useId();
  return (
    <Stack spacing={1.5} component="fieldset" aria-describedby={help ? helpId : undefined} sx={{ border: 0, borderTop: 1, borderColor: 'divider', p: 0, pt: 1.5, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0, float: 'left', width: '100%', mb: 1 }}>
        {title}
      </Typography>
      {help ? (
        <Typography id={helpId} variant="body2" color="text.secondary" sx={{ clear: 'both' }}>
          {help}
        </Typography>
      ) : null}
      {children}
    </Stack>
  );
}
