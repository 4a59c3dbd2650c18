import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { NotificationEditorFieldsFragment } from '@/gql/graphql';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { hasErrorCode } from '@/lib/errors/error-codes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteNotificationTemplate } from '../api/delete-notification-template';
import { useNotificationTemplates } from '../api/notification-templates';
import { kindLabels, severityLabels } from '../hooks/notification-draft';
import { OutboxPanel } from './outbox-panel';

function DeleteDialog({ notification, onClose, templateId }: { notification: NotificationEditorFieldsFragment; onClose: () => void; templateId: string }) {
  const [remove, { loading }] = useDeleteNotificationTemplate(templateId);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    try {
      await remove({ variables: { input: { id: notification.id, expectedVersion: notification.version } } });
      onClose();
    } catch (caught) {
      setError(hasErrorCode(caught, 'CONFLICT') ? 'Someone changed this notification meanwhile: reload and try again.' : 'The notification could not be deleted.');
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-notification-title">
      <DialogTitle id="delete-notification-title">Delete {notification.templateName}?</DialogTitle>
      <DialogContent>
        <Typography>Workflow triggers that send it will send nothing.</Typography>
        {error && <Alert severity="error" sx={{ mt: 1 }}>{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" disabled={loading} onClick={() => void confirm()}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The template's Notifications tab: its notification templates, each opening its editor, and New Notification. */
export function NotificationsListPage({ templateId, basePath }: { templateId: string; basePath: string }) {
  useDocumentTitle('Notifications');
  const query = useNotificationTemplates(templateId);
  const [deleting, setDeleting] = useState<NotificationEditorFieldsFragment | null>(null);
  if (query.error) return <QueryErrorPage error={query.error} />;
  if (!query.data) return <PageLoading />;
  const notifications = query.data.notificationTemplates;
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack sx={{ flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h5" component="h1">
          Notifications
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={`${basePath}/notification/new`}>
          New Notification
        </Button>
      </Stack>
      {notifications.length === 0 ? (
        <Typography color="text.secondary">No notifications yet. Workflow states and transitions send the ones you create here.</Typography>
      ) : (
        <Paper variant="outlined">
          <List aria-label="Notifications">
            {notifications.map((notification) => (
              <ListItem
                key={notification.id}
                divider
                secondaryAction={
                  <IconButton edge="end" aria-label={`Delete ${notification.templateName}`} onClick={() => setDeleting(notification)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`${basePath}/notification/${notification.id}`}>
                      {notification.templateName}
                    </Link>
                  }
                  secondary={
                    <Stack component="span" sx={{ flexDirection: 'row', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                      <Chip component="span" size="small" label={kindLabels[notification.kind]} />
                      <Chip component="span" size="small" variant="outlined" label={severityLabels[notification.severity]} />
                      {notification.status === 'INACTIVE' && <Chip component="span" size="small" variant="outlined" label="Inactive" />}
                    </Stack>
                  }
                  slotProps={{ secondary: { component: 'span' } }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <OutboxPanel />
      {deleting && <DeleteDialog notification={deleting} templateId={templateId} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
