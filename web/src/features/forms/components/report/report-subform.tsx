import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { StatusBadge } from '@/components/status-badge';
import type { HeadingLevel } from '../element-types';
import { useFormLink } from '../subforms/form-links';
import { useChildForms } from '../subforms/use-subforms';

/** A subform in a report: its name, then each form started from it as a link, with its id and status. */
export function ReportSubform({ formId, element, level }: { formId: string; element: { id: string; name: string }; level: HeadingLevel }) {
  const { children, loading, error } = useChildForms(formId, element.id);
  const formLink = useFormLink();
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography component={`h${level}`} variant="h3" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {element.name}
      </Typography>
      {loading ? <Typography color="text.secondary">Loading...</Typography> : null}
      {error ? <Typography color="error">The forms of this subform could not be loaded.</Typography> : null}
      {!loading && !error && children.length === 0 ? <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>No forms</Typography> : null}
      {children.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {children.map((child) => (
            <Box component="li" key={child.id} sx={{ py: 0.25 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Link component={RouterLink} to={formLink(child.id)} sx={{ overflowWrap: 'anywhere' }}>
                  {child.name}
                </Link>
                {child.autoId ? <Typography variant="body2" color="text.secondary">{child.autoId}</Typography> : null}
                <StatusBadge status={child.status} />
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
