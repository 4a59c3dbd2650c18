import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { SidePanel } from '@/components/side-panel';
import { formatDateTime } from '@/lib/format-date';
import { useContainerHistory } from '../api/use-inventory';
import { changeWords, fieldWords, type ContainerRow } from '../hooks/container-text';

const personName = (by: { firstName?: string | null; lastName?: string | null; email?: string | null; userId: string }) =>
  [by.firstName, by.lastName].filter(Boolean).join(' ') || by.email || by.userId;

/** A container's history in a side panel, newest first: what changed, from and to, who and when, and the note. */
export function HistoryPanel({ container, onClose }: { container: ContainerRow | null; onClose(): void }) {
  const { data, loading, error } = useContainerHistory(container?.inventoryId ?? '', container?.id ?? null);
  const entries = data?.inventoryContainerHistory.items ?? [];
  return (
    <SidePanel open={container !== null} title={container ? `History of ${container.chemical.name}` : 'History'} onClose={onClose}>
      {loading && !data ? <CircularProgress aria-label="Loading the history" /> : null}
      {error && !data ? <Alert severity="error">The history could not be loaded.</Alert> : null}
      <List aria-label="Changes, newest first" disablePadding>
        {entries.map((entry) => (
          <ListItem key={entry.version} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
            <Typography variant="subtitle1" component="h3">
              {changeWords[entry.change] ?? entry.change}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(entry.at)} by {personName(entry.by)}
            </Typography>
            {entry.changes.map((change) => (
              <Typography key={change.field} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {fieldWords[change.field] ?? change.field}: {change.from ? `${change.from} → ` : ''}
                {change.to ?? '—'}
              </Typography>
            ))}
            {entry.note ? (
              <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
                Note: {entry.note}
              </Typography>
            ) : null}
          </ListItem>
        ))}
      </List>
    </SidePanel>
  );
}
