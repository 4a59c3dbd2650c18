import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WorkflowEdge, WorkflowNode } from '@schema/workflow/model';
import type { Ref } from 'react';
import type { EditorCatalogue } from '../hooks/editor-catalogue';
import { nodeLabel, outgoingEvents, transitionText, type Flow, type FlowSelection } from '../hooks/flow-edits';
import { ConditionList } from './condition-editor';
import { EdgeProperties } from './edge-properties';
import { StateProperties } from './state-properties';
import { kindName } from './workflow-nodes';

/** Props of the side panel: the flow, what is selected, and how to change a node or an edge. */
export interface PropertyPanelProps {
  flow: Flow;
  selection: FlowSelection;
  catalogue: EditorCatalogue;
  readOnly: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  onNodeChange: (id: string, update: (node: WorkflowNode) => WorkflowNode) => void;
  onEdgeChange: (id: string, patch: Partial<WorkflowEdge['data']>) => void;
  /** Renames a state (its status id); without it the id cannot be changed. */
  onRenameState?: (id: string, next: string) => void;
  onClose: () => void;
}

function NodeFields({ node, flow, catalogue, readOnly, onNodeChange, onRenameState }: { node: WorkflowNode } & Pick<PropertyPanelProps, 'flow' | 'catalogue' | 'readOnly' | 'onNodeChange' | 'onRenameState'>) {
  const change = (update: (node: WorkflowNode) => WorkflowNode) => onNodeChange(node.id, update);
  const label = (
    <TextField label="Label" value={node.data.label} disabled={readOnly} onChange={(event) => change((current) => ({ ...current, data: { ...current.data, label: event.target.value } }) as WorkflowNode)} />
  );
  if (node.type === 'state') {
    const set = (patch: Partial<typeof node.data>) => change((current) => (current.type === 'state' ? { ...current, data: { ...current.data, ...patch } } : current));
    return <StateProperties id={node.id} data={node.data} flow={flow} catalogue={catalogue} readOnly={readOnly} onChange={set} onRename={onRenameState && ((next) => onRenameState(node.id, next))} />;
  }
  if (node.type === 'elseGuard') {
    const guards = flow.nodes.filter((candidate) => candidate.type === 'guard');
    return (
      <>
        {label}
        <TextField select label="Pairs with guard" value={guards.some((guard) => guard.id === node.data.pairedGuardId) ? node.data.pairedGuardId : ''} disabled={readOnly} onChange={(event) => change((current) => (current.type === 'elseGuard' ? { ...current, data: { ...current.data, pairedGuardId: event.target.value } } : current))} helperText="Taken when that guard's conditions fail">
          {guards.length === 0 && <MenuItem value="" disabled>No guards yet</MenuItem>}
          {guards.map((guard) => (
            <MenuItem key={guard.id} value={guard.id}>
              {nodeLabel(flow, guard.id)}
            </MenuItem>
          ))}
        </TextField>
      </>
    );
  }
  return (
    <>
      {label}
      <Typography variant="subtitle2" component="h3">
        Conditions (all must hold)
      </Typography>
      <ConditionList conditions={node.data.conditions} questions={catalogue.questions} disabled={readOnly} onChange={(conditions) => change((current) => (current.type === 'guard' || current.type === 'alwaysGuard' ? { ...current, data: { ...current.data, conditions } } : current))} />
    </>
  );
}

/** The side panel that edits the selected node or transition (nothing selected: a hint). */
export function PropertyPanel(props: PropertyPanelProps) {
  const { flow, selection, catalogue, readOnly, headingRef, onEdgeChange, onClose } = props;
  const node = selection?.kind === 'node' ? flow.nodes.find((candidate) => candidate.id === selection.id) : undefined;
  const edge = selection?.kind === 'edge' ? flow.edges.find((candidate) => candidate.id === selection.id) : undefined;
  const heading = node ? `${kindName(node.type)}: ${nodeLabel(flow, node.id)}` : edge ? `Transition: ${transitionText(flow, edge)}` : 'Properties';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="workflow-properties-heading" sx={{ p: 2, width: { xs: '100%', md: 340 }, flexShrink: 0, alignSelf: 'flex-start' }}>
      <Stack sx={{ gap: 2 }}>
        <Typography id="workflow-properties-heading" ref={headingRef} tabIndex={-1} variant="h3" component="h2" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere', outline: 'none' }}>
          {heading}
        </Typography>
        {!node && !edge && <Typography color="text.secondary">Select a state, guard or transition to edit it.</Typography>}
        {node && <NodeFields node={node} {...props} />}
        {edge && <EdgeProperties edge={edge} catalogue={catalogue} callbackEvents={outgoingEvents(flow, edge.target)} disabled={readOnly} onChange={(patch) => onEdgeChange(edge.id, patch)} />}
        {(node || edge) && (
          <Button onClick={onClose} sx={{ alignSelf: 'flex-start' }}>
            Done
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
