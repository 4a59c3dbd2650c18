import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One previewed row as shown: its number, what it holds in a few words, what importing it would do, and why not. */
export interface CsvPreviewRow {
  rowNumber: number;
  summary: string;
  outcome: { label: string; color: 'default' | 'success' | 'primary' | 'error'; checking: boolean };
  /** Why the row would be refused ('' when it would not). */
  reason: string;
}

/** Step 3: the file's first rows, each with what importing it would do and, when rejected, why. */
export function CsvPreviewList({ rows, failed, failedMessage }: { rows: readonly CsvPreviewRow[]; failed: boolean; failedMessage: string }) {
  if (rows.length === 0) return <Typography>The file has no rows.</Typography>;
  return (
    <Stack spacing={1}>
      {failed ? <Alert severity="error">{failedMessage}</Alert> : null}
      <List dense aria-label="First rows of the file" sx={{ p: 0 }}>
        {rows.map((row) => (
          <ListItem key={row.rowNumber} divider sx={{ display: 'block', px: 0 }}>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>Row {row.rowNumber}</Typography>
              <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{row.summary}</Typography>
              {/* Keyed by the outcome: a new chip, not a colour transition that passes through low contrast. */}
              <Chip key={row.outcome.label} size="small" label={row.outcome.label} color={row.outcome.color} variant={row.outcome.checking ? 'outlined' : 'filled'} />
            </Stack>
            {row.reason ? (
              <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
                {row.reason}
              </Typography>
            ) : null}
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
