import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@/lib/format-date';
import { useDeepDiveForms } from '../api/use-deep-dive';

/** Props of {@link DeepDiveForms}. */
export interface DeepDiveFormsProps {
  programId: string;
  templateGroupId: string;
  questionId: string;
  optionId: string | null;
}

/** The forms behind one bar, newest first, 25 at a time, each a link to the form inside the program. */
export function DeepDiveForms(props: DeepDiveFormsProps) {
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const cursor = cursors.at(-1) ?? null;
  const { data, loading, error } = useDeepDiveForms({ ...props, cursor });
  if (error) return <Alert severity="error">The forms could not be loaded.</Alert>;
  if (loading && !data) return <CircularProgress size={24} aria-label="Loading forms" />;
  const page = data?.deepDiveForms;
  if (!page) return null;
  return (
    <Box>
      {page.docs.length === 0 ? <Typography>No forms on this page.</Typography> : null}
      <List dense aria-label="Forms behind this bar">
        {page.docs.map((form) => (
          <ListItem key={form.id} disableGutters sx={{ display: 'block' }}>
            <Link component={RouterLink} to={`/program/${encodeURIComponent(props.programId)}/form/${encodeURIComponent(form.id)}`} sx={{ overflowWrap: 'anywhere' }}>
              {form.name}
            </Link>
            <Typography variant="body2" component="span" color="text.secondary">
              {' '}
              {[form.autoId, form.status, formatDate(form.createdDate)].filter(Boolean).join(' · ')}
            </Typography>
          </ListItem>
        ))}
      </List>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {cursors.length > 1 ? <Button onClick={() => setCursors(cursors.slice(0, -1))}>Previous</Button> : null}
        {page.nextCursor ? <Button onClick={() => setCursors([...cursors, page.nextCursor ?? null])}>Next</Button> : null}
      </Box>
    </Box>
  );
}
