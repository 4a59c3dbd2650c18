import Autocomplete from '@mui/material/Autocomplete';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { WorkflowEdge } from '@schema/workflow/model';
import { eventChoices, type EditorCatalogue } from '../hooks/editor-catalogue';
import { IntegrationTriggerList } from './integration-trigger-list';
import { TriggerList } from './trigger-list';

/** Props of the edge panel: the edge, the catalogue of events, and how to change its data. */
export interface EdgePropertiesProps {
  edge: WorkflowEdge;
  catalogue: EditorCatalogue;
  /** The events of the transitions out of the edge's target: what its integrations' callbacks may send. */
  callbackEvents: readonly string[];
  disabled: boolean;
  onChange: (patch: Partial<WorkflowEdge['data']>) => void;
}

function daysOf(text: string): number | null {
  const days = Number.parseInt(text, 10);
  return Number.isFinite(days) && days > 0 ? days : null;
}

/** Edits a transition: the event that takes it (a form action or free text), its button label, its auto-transition, its triggers. */
export function EdgeProperties({ edge, catalogue, callbackEvents, disabled, onChange }: EdgePropertiesProps) {
  const events = eventChoices(catalogue);
  return (
    <Stack sx={{ gap: 2 }}>
      <Autocomplete
        freeSolo
        autoSelect
        disabled={disabled}
        options={events.map((event) => event.id)}
        getOptionLabel={(id) => {
          const known = events.find((event) => event.id === id);
          return known && known.label !== id ? `${id} (${known.label})` : id;
        }}
        value={edge.data.event ?? ''}
        onChange={(_, value) => onChange({ event: value?.trim() || null })}
        renderInput={(params) => <TextField {...params} label="Event" helperText="The action that takes this transition, e.g. submit or approve" />}
      />
      <TextField label="Button label" value={edge.data.label ?? ''} disabled={disabled} onChange={(event) => onChange({ label: event.target.value || null })} helperText="Defaults to the event made readable" />
      <TextField
        label="Auto-transition after (days)"
        type="number"
        value={edge.data.autoTransitionDays ?? ''}
        disabled={disabled}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
        onChange={(event) => onChange({ autoTransitionDays: daysOf(event.target.value) })}
        helperText="Leave empty to wait for the event"
      />
      <Divider />
      <TriggerList triggers={edge.data.notificationTriggers} choices={catalogue.notificationTemplates} owner="transition" disabled={disabled} onChange={(notificationTriggers) => onChange({ notificationTriggers })} />
      <Divider />
      <IntegrationTriggerList triggers={edge.data.integrationServiceTriggers} events={callbackEvents} owner="transition" disabled={disabled} onChange={(integrationServiceTriggers) => onChange({ integrationServiceTriggers })} />
    </Stack>
  );
}
