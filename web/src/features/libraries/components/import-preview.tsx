import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PreviewRow } from '../hooks/use-library-import';

const outcomeWords: Record<PreviewRow['outcome'], { label: string; color: 'default' | 'success' | 'primary' | 'error' }> = {
  CHECKING: { label: 'Checking…', color: 'default' },
  CREATED: { label: 'New item', color: 'success' },
  UPDATED: { label: 'Updates an item', color: 'primary' },
  REJECTED: { label: 'Rejected', color: 'error' },
};

/** Step 3: the file's first rows, each with what importing it would do and, when rejected, why. */
export function ImportPreview({ rows, failed, summary }: { rows: readonly PreviewRow[]; failed: boolean; summary(row: PreviewRow): string }) {
  if (rows.length === 0) return <Typography>The file has no rows.</Typography>;
  return (
    <Stack spacing={1}>
      {failed ? <Alert severity="error">The rows could not be checked against the library. Try again.</Alert> : null}
      <List dense aria-label="First rows of the file" sx={{ p: 0 }}>
        {rows.map((row) => {
          const words = outcomeWords[row.outcome];
          return (
            <ListItem key={row.rowNumber} divider sx={{ display: 'block', px: 0 }}>
              <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>Row {row.rowNumber}</Typography>
                <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{summary(row)}</Typography>
                {/* Keyed by the outcome: a new chip, not a colour transition that passes through low contrast. */}
                <Chip key={row.outcome} size="small" label={words.label} color={words.color} variant={row.outcome === 'CHECKING' ? 'outlined' : 'filled'} />
              </Stack>
              {row.reason ? (
                <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
                  {row.reason}
                </Typography>
              ) : null}
            </ListItem>
          );
        })}
      </List>
    </Stack>
  );
}
