import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { StateNodeData } from '@schema/workflow/model';
import type { EditorCatalogue } from '../hooks/editor-catalogue';
import { outgoingEvents, type Flow } from '../hooks/flow-edits';
import { IntegrationTriggerList } from './integration-trigger-list';
import { StateIdField } from './state-id-field';
import { SubWorkflowFields } from './sub-workflow-fields';
import { TriggerList } from './trigger-list';

/** Props of a state's fields: the state, its flow, the catalogue, and how to change or rename it. */
export interface StatePropertiesProps {
  id: string;
  data: StateNodeData;
  flow: Flow;
  catalogue: EditorCatalogue;
  readOnly: boolean;
  onChange: (patch: Partial<StateNodeData>) => void;
  onRename?: (next: string) => void;
}

/** Edits a state: its status id, label, description, initial and final flags, sub-workflow and triggers. */
export function StateProperties({ id, data, flow, catalogue, readOnly, onChange, onRename }: StatePropertiesProps) {
  return (
    <>
      <StateIdField key={id} id={id} flow={flow} disabled={readOnly || !onRename} onRename={(next) => onRename?.(next)} />
      <TextField label="Label" value={data.label} disabled={readOnly} onChange={(event) => onChange({ label: event.target.value })} />
      <TextField label="Description" multiline minRows={2} value={data.description ?? ''} disabled={readOnly} onChange={(event) => onChange({ description: event.target.value || null })} />
      <FormControlLabel control={<Checkbox checked={data.isInitial} disabled={readOnly} onChange={(event) => onChange({ isInitial: event.target.checked })} />} label="Initial state (new forms start here)" />
      <FormControlLabel control={<Checkbox checked={data.isFinal} disabled={readOnly} onChange={(event) => onChange({ isFinal: event.target.checked })} />} label="Final state (the form is done)" />
      <Divider />
      <TriggerList triggers={data.notificationTriggers} choices={catalogue.notificationTemplates} owner="state" disabled={readOnly} onChange={(notificationTriggers) => onChange({ notificationTriggers })} />
      <Divider />
      <IntegrationTriggerList triggers={data.integrationServiceTriggers} events={outgoingEvents(flow, id)} owner="state" disabled={readOnly} onChange={(integrationServiceTriggers) => onChange({ integrationServiceTriggers })} />
      <Divider />
      <SubWorkflowFields data={data} choices={catalogue.subWorkflowTemplates} disabled={readOnly} onChange={onChange} />
    </>
  );
}
