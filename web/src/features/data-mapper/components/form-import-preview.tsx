import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormPreviewRow } from '../hooks/use-form-import';

/** Step 3: the file's first rows, each with its owner and status and whether it would be imported or, if not, why. */
export function FormImportPreview({ rows, failed }: { rows: readonly FormPreviewRow[]; failed: boolean }) {
  if (rows.length === 0) return <Typography>The file has no rows.</Typography>;
  return (
    <Stack spacing={1}>
      {failed ? <Alert severity="error">The rows could not be checked against the template. Try again.</Alert> : null}
      <List dense aria-label="First rows of the file" sx={{ p: 0 }}>
        {rows.map(({ row, problems }) => {
          const outcome = problems === null ? 'Checking…' : problems.length === 0 ? 'New form' : 'Rejected';
          return (
            <ListItem key={row.rowNumber} divider sx={{ display: 'block', px: 0 }}>
              <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>Row {row.rowNumber}</Typography>
                <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {row.owner || '(no owner)'}, {row.status || '(no status)'}
                </Typography>
                <Chip key={outcome} size="small" label={outcome} color={problems === null ? 'default' : problems.length === 0 ? 'success' : 'error'} variant={problems === null ? 'outlined' : 'filled'} />
              </Stack>
              {problems && problems.length > 0 ? (
                <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
                  {problems.join('; ')}
                </Typography>
              ) : null}
            </ListItem>
          );
        })}
      </List>
    </Stack>
  );
}
