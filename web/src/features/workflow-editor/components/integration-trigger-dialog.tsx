import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { IntegrationTrigger } from '@schema/workflow/model';
import { useState, type FormEvent } from 'react';
import { parseIntegrationDraft, type IntegrationDraft, type IntegrationField } from '../hooks/trigger-edits';

/** Props of the integration dialog: the draft it starts from, the callback events to offer, and what Save does. */
export interface IntegrationTriggerDialogProps {
  initial: IntegrationDraft;
  isNew: boolean;
  events: readonly string[];
  onSave: (trigger: IntegrationTrigger) => void;
  onClose: () => void;
}

function EventField({ label, value, events, helperText, error, onChange }: { label: string; value: string; events: readonly string[]; helperText: string; error?: string; onChange: (value: string) => void }) {
  return (
    <Autocomplete
      freeSolo
      options={events}
      inputValue={value}
      onInputChange={(_, next) => onChange(next)}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error ?? helperText} />}
    />
  );
}

/** Adds or edits one integration trigger; the API's rules are checked on Save and each refused field says why. */
export function IntegrationTriggerDialog({ initial, isNew, events, onSave, onClose }: IntegrationTriggerDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const result = parseIntegrationDraft(draft);
  const errors: Partial<Record<IntegrationField, string>> = tried && 'errors' in result ? result.errors : {};
  const set = (patch: Partial<IntegrationDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if ('trigger' in result) onSave(result.trigger);
  };
  const field = (name: 'name' | 'url' | 'timeoutMs' | 'retries', label: string, helperText: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} required={name === 'name' || name === 'url'} value={draft[name]} onChange={(event) => set({ [name]: event.target.value })} error={Boolean(errors[name])} helperText={errors[name] ?? helperText} {...extra} />
  );
  return (
    <Dialog open fullWidth maxWidth="sm" fullScreen={fullScreen} onClose={onClose} aria-labelledby="integration-dialog-title">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
        <DialogTitle id="integration-dialog-title">{isNew ? 'Add integration' : 'Edit integration'}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            {field('name', 'Name', 'What the call is for, e.g. Notify the permit system')}
            {field('url', 'URL', 'The endpoint called with the form', { type: 'url' })}
            <TextField select label="Method" value={draft.method} onChange={(event) => set({ method: event.target.value as IntegrationDraft['method'] })}>
              <MenuItem value="POST">POST</MenuItem>
              <MenuItem value="PUT">PUT</MenuItem>
            </TextField>
            {field('timeoutMs', 'Timeout (ms)', 'From 100 to 900000', { type: 'number', slotProps: { htmlInput: { min: 100, max: 900_000, step: 100 } } })}
            {field('retries', 'Retries', 'From 0 to 10', { type: 'number', slotProps: { htmlInput: { min: 0, max: 10, step: 1 } } })}
            <EventField label="Success event" value={draft.successEvent} events={events} error={errors.successEvent} helperText="Sent to the form when the call succeeds (optional)" onChange={(successEvent) => set({ successEvent })} />
            <EventField label="Error event" value={draft.errorEvent} events={events} error={errors.errorEvent} helperText="Sent when every try failed (optional)" onChange={(errorEvent) => set({ errorEvent })} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            {isNew ? 'Add' : 'Save'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
