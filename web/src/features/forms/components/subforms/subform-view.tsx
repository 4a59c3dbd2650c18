import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/toast/toast-context';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { StatusBadge } from '@/components/status-badge';
import { formatDate } from '@/lib/format-date';
import { useFormReadOnly } from '../../hooks/form-answers';
import { useFormLink } from './form-links';
import { useChildForms, useStartSubform } from './use-subforms';

/**
 * A subform element of a form: the child forms started from it, each a link to open it (goto-subform), and a
 * button that starts a new child and opens it (disabled while the form is read-only).
 */
export function SubformView({ formId, element }: { formId: string; element: { id: string; name: string; templateId: string } }) {
  const { children, loading, error } = useChildForms(formId, element.id);
  const [startSubform, { loading: starting }] = useStartSubform(formId);
  const formLink = useFormLink();
  const readOnly = useFormReadOnly(element.id);
  const navigate = useNavigate();
  const { showToast } = useToast();

  const start = async () => {
    try {
      const { data } = await startSubform({
        variables: { input: { templateId: element.templateId, parentFormId: formId, subformElementId: element.id } },
      });
      if (!data?.startForm) throw new Error('no form');
      await navigate(formLink(data.startForm.id));
    } catch {
      showToast('Failed to start form.', { variant: 'error' });
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-label={element.name} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h3" variant="h3">
          {element.name}
        </Typography>
        <Button variant="outlined" startIcon={<AddIcon />} disabled={starting || readOnly} onClick={() => void start()}>
          Start {element.name}
        </Button>
      </Box>
      {loading ? <Typography color="text.secondary">Loading...</Typography> : null}
      {error ? <Typography color="error">The forms of this subform could not be loaded.</Typography> : null}
      {!loading && !error && children.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No forms started yet.
        </Typography>
      ) : null}
      {children.length ? (
        <List dense disablePadding sx={{ mt: 1 }}>
          {children.map((child) => (
            <ListItem key={child.id} disableGutters sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Link component={RouterLink} to={formLink(child.id)} sx={{ overflowWrap: 'anywhere' }}>
                {child.name}
              </Link>
              {child.autoId ? (
                <Typography variant="body2" color="text.secondary">
                  {child.autoId}
                </Typography>
              ) : null}
              <StatusBadge status={child.status} />
              <Typography variant="body2" color="text.secondary">
                Last saved {formatDate(child.lastSaved)}
              </Typography>
            </ListItem>
          ))}
        </List>
      ) : null}
    </Paper>
  );
}
