import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IntegrationTrigger } from '@schema/workflow/model';
import { useId, useState } from 'react';
import { integrationDraft, type IntegrationDraft } from '../hooks/trigger-edits';
import { IntegrationTriggerDialog } from './integration-trigger-dialog';

/** Props of the integration list: the triggers, the events their callbacks may send, and how to change them. */
export interface IntegrationTriggerListProps {
  triggers: readonly IntegrationTrigger[];
  events: readonly string[];
  owner: 'state' | 'transition';
  disabled: boolean;
  onChange: (triggers: IntegrationTrigger[]) => void;
}

/** The HTTP calls a state makes when a form enters it (or a transition when taken): Add, Edit, Remove. */
export function IntegrationTriggerList({ triggers, events, owner, disabled, onChange }: IntegrationTriggerListProps) {
  const headingId = useId();
  const [editing, setEditing] = useState<{ draft: IntegrationDraft; index: number | null } | null>(null);
  const save = (trigger: IntegrationTrigger) => {
    const index = editing?.index ?? null;
    onChange(index === null ? [...triggers, trigger] : triggers.map((current, at) => (at === index ? trigger : current)));
    setEditing(null);
  };
  return (
    <Stack component="section" aria-labelledby={headingId} sx={{ gap: 1.5 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        Integrations
      </Typography>
      <Typography variant="body2" color="text.secondary">
        HTTP calls made when a form {owner === 'state' ? 'enters this state' : 'takes this transition'}; their success or error event moves the form on.
      </Typography>
      {triggers.length > 0 && (
        <Stack component="ul" aria-label="Integrations" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
          {triggers.map((trigger, index) => (
            <Box component="li" key={trigger.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {trigger.name || trigger.id}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {trigger.method} {trigger.url} · {trigger.timeoutMs} ms, {trigger.retries} {trigger.retries === 1 ? 'retry' : 'retries'}
              </Typography>
              {!disabled && (
                <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
                  <Button size="small" aria-label={`Edit integration ${trigger.name || trigger.id}`} onClick={() => setEditing({ draft: integrationDraft(triggers, trigger), index })}>
                    Edit
                  </Button>
                  <Button size="small" color="error" aria-label={`Remove integration ${trigger.name || trigger.id}`} onClick={() => onChange(triggers.filter((_, at) => at !== index))}>
                    Remove
                  </Button>
                </Box>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {disabled && triggers.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          None.
        </Typography>
      )}
      {!disabled && (
        <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing({ draft: integrationDraft(triggers), index: null })} sx={{ alignSelf: 'flex-start' }}>
          Add integration
        </Button>
      )}
      {editing && <IntegrationTriggerDialog initial={editing.draft} isNew={editing.index === null} events={events} onSave={save} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
