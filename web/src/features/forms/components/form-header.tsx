import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SubjectLine, type SubjectNames } from '@/components/form-subject';
import { StatusBadge } from '@/components/status-badge';
import { formatDate } from '@/lib/format-date';

/**
 * The top of a form: its name (or `title`, an editable name), what it is about (its subject), id, status badge, when
 * it was last saved, `aside` (the
 * Comments button) and Close, and the form's `actions` under it.
 */
export function FormHeader({
  name,
  title,
  autoId,
  status,
  lastSaved,
  subject,
  closeTo,
  aside,
  actions,
}: {
  name: string;
  title?: ReactNode;
  autoId: string | null;
  status: string;
  lastSaved: string;
  subject?: SubjectNames | null;
  closeTo: string;
  aside?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 3 }}>
      <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
        {title ?? (
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
        )}
        <SubjectLine subject={subject} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 1 }}>
          <StatusBadge status={status} />
          {autoId ? (
            <Typography variant="body2" color="text.secondary">
              ID {autoId}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            Last saved {formatDate(lastSaved)}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {aside}
        <Button component={RouterLink} to={closeTo} variant="outlined">
          Close
        </Button>
      </Box>
      {actions ? <Box sx={{ flex: '1 1 100%' }}>{actions}</Box> : null}
    </Box>
  );
}
