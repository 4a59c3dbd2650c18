import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';

/** One listed entry: what it is called and, optionally, what kind it is. */
export interface ListedEntry {
  id: string;
  name: string;
  kind?: string;
}

/**
 * The entries of an audience or of the shared programs, each with its Remove button (while the version is a draft).
 * An entry takes the focus after it is added (tabIndex -1, `data-entry-id`), so a screen reader reads it.
 */
export function AudienceEntryList({
  label,
  empty,
  entries,
  editable,
  busy,
  listRef,
  onRemove,
}: {
  label: string;
  empty: string;
  entries: readonly ListedEntry[];
  editable: boolean;
  busy: boolean;
  listRef: Ref<HTMLUListElement>;
  onRemove(entry: ListedEntry): void;
}) {
  return (
    <>
      {entries.length === 0 ? <Typography color="text.secondary">{empty}</Typography> : null}
      <List dense aria-label={label} ref={listRef} disablePadding>
        {entries.map((entry) => (
          <ListItem
            key={entry.id}
            divider
            tabIndex={-1}
            data-entry-id={entry.id}
            sx={{ pr: editable ? 7 : 2, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
            secondaryAction={
              editable ? (
                <IconButton aria-label={`Remove ${entry.name}`} edge="end" disabled={busy} onClick={() => onRemove(entry)}>
                  <DeleteOutlineIcon />
                </IconButton>
              ) : null
            }
          >
            <ListItemText primary={entry.name} secondary={entry.kind} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
