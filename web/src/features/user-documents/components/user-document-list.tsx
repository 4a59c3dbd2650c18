import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { StatusBadge } from '@/components/status-badge';
import type { UserDocument } from '../api/program-user-documents';

/** The tooltip of a document the viewer may not see in its status (spec, word for word). */
export const noPermissionText = 'You don’t have permission to view this document in this status';

function DocumentLine({ doc }: { doc: UserDocument }) {
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>{doc.name}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        {doc.autoId && doc.autoId !== doc.name ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {doc.autoId}
          </Typography>
        ) : null}
        <StatusBadge status={doc.status} />
      </Box>
    </Box>
  );
}

/**
 * The user's documents: one the viewer may open is a button that shows it; one they may not is greyed out,
 * announced as unavailable (aria-disabled, still focusable so its tooltip is reachable by keyboard) and does nothing.
 */
export function UserDocumentList({ docs, selectedId, onSelect }: { docs: UserDocument[]; selectedId: string | null; onSelect(id: string): void }) {
  return (
    <List aria-label="Documents" disablePadding>
      {docs.map((doc) => (
        <ListItem key={doc.id} disablePadding divider>
          {doc.canView ? (
            <ListItemButton selected={doc.id === selectedId} aria-current={doc.id === selectedId ? 'true' : undefined} onClick={() => onSelect(doc.id)}>
              <DocumentLine doc={doc} />
            </ListItemButton>
          ) : (
            <Tooltip title={noPermissionText} placement="bottom-start" describeChild>
              <ListItemButton aria-disabled="true" data-unavailable="true" disableRipple sx={{ bgcolor: 'action.hover', cursor: 'not-allowed', '& *': { color: 'text.secondary' } }}>
                <DocumentLine doc={doc} />
                <LockOutlinedIcon fontSize="small" aria-hidden sx={{ ml: 1 }} />
              </ListItemButton>
            </Tooltip>
          )}
        </ListItem>
      ))}
    </List>
  );
}
