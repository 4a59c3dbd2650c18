import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { NotificationTrigger } from '@schema/workflow/model';
import { useId } from 'react';
import type { NotificationChoice } from '../hooks/editor-catalogue';
import { newNotificationTrigger } from '../hooks/trigger-edits';

/** Props of a notification trigger list: the triggers, the templates to choose from, and whose triggers they are. */
export interface TriggerListProps {
  triggers: readonly NotificationTrigger[];
  /** The group's notification templates; undefined while they load. */
  choices: readonly NotificationChoice[] | undefined;
  owner: 'state' | 'transition';
  disabled: boolean;
  onChange: (triggers: NotificationTrigger[]) => void;
}

const kindHelp: Record<NotificationTrigger['kind'], string> = {
  EMAIL: 'EMAIL sends the message to the recipients once.',
  TODO: "TODO puts a reminder in the recipients' Action Items until the form moves on.",
};

/** Edits the notifications a state sends when a form enters it, or a transition when a form takes it. */
export function TriggerList({ triggers, choices, owner, disabled, onChange }: TriggerListProps) {
  const headingId = useId();
  const known = choices ?? [];
  const replace = (index: number, patch: Partial<NotificationTrigger>) => onChange(triggers.map((trigger, at) => (at === index ? { ...trigger, ...patch } : trigger)));
  const first = known[0];
  return (
    <Stack component="section" aria-labelledby={headingId} sx={{ gap: 1.5 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        Notifications
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Sent when a form {owner === 'state' ? 'enters this state' : 'takes this transition'}.
      </Typography>
      {triggers.map((trigger, index) => {
        const missing = !known.some((choice) => choice.id === trigger.notificationTemplateId);
        return (
          <Box key={trigger.id} role="group" aria-label={`Notification ${index + 1}`} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Stack sx={{ gap: 1.5, flex: 1, minWidth: 0 }}>
              <TextField select size="small" label="Notification template" value={trigger.notificationTemplateId} disabled={disabled} onChange={(event) => replace(index, { notificationTemplateId: event.target.value })}>
                {missing && (
                  <MenuItem value={trigger.notificationTemplateId} disabled>
                    {choices ? `Removed template (${trigger.notificationTemplateId})` : 'Loading…'}
                  </MenuItem>
                )}
                {known.map((choice) => (
                  <MenuItem key={choice.id} value={choice.id}>
                    {choice.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select size="small" label="Kind" value={trigger.kind} disabled={disabled} onChange={(event) => replace(index, { kind: event.target.value as NotificationTrigger['kind'] })} helperText={kindHelp[trigger.kind]}>
                <MenuItem value="EMAIL">EMAIL</MenuItem>
                <MenuItem value="TODO">TODO</MenuItem>
              </TextField>
            </Stack>
            {!disabled && (
              <IconButton aria-label={`Remove notification ${index + 1}`} onClick={() => onChange(triggers.filter((_, at) => at !== index))}>
                <DeleteIcon />
              </IconButton>
            )}
          </Box>
        );
      })}
      {!disabled && (
        <>
          <Button size="small" startIcon={<AddIcon />} disabled={!first} onClick={() => first && onChange([...triggers, newNotificationTrigger(triggers, first.id)])} sx={{ alignSelf: 'flex-start' }}>
            Add notification
          </Button>
          {choices && !first && (
            <Typography variant="body2" color="text.secondary">
              No notification templates yet: write them in the Notifications tab.
            </Typography>
          )}
        </>
      )}
      {disabled && triggers.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          None.
        </Typography>
      )}
    </Stack>
  );
}
