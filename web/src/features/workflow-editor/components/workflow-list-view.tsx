import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WorkflowNode } from '@schema/workflow/model';
import { nodeLabel, transitionText, type Flow, type FlowSelection } from '../hooks/flow-edits';
import { AddTransitionForm } from './add-transition-form';
import { kindName } from './workflow-nodes';

/** Props of the list view: the flow, and what the author does from the keyboard. */
export interface WorkflowListViewProps {
  flow: Flow;
  readOnly: boolean;
  problemIds: ReadonlySet<string>;
  onSelect: (selection: FlowSelection) => void;
  onDelete: (selection: FlowSelection) => void;
  onConnect: (source: string, target: string, event: string | null) => void;
}

function nodeSummary(node: WorkflowNode): string {
  if (node.type !== 'state') return kindName(node.type);
  return [node.data.isInitial && 'initial', node.data.isFinal && 'final'].filter(Boolean).join(', ') || 'state';
}

function Row({ primary, secondary, name, readOnly, hasProblem, onEdit, onDelete }: { primary: string; secondary: string; name: string; readOnly: boolean; hasProblem: boolean; onEdit: () => void; onDelete: () => void }) {
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
      <ListItemText primary={primary} secondary={hasProblem ? `${secondary} · has a problem` : secondary} sx={{ flex: '1 1 180px', '& .MuiListItemText-secondary': hasProblem ? { color: 'error.main' } : undefined }} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={onEdit} aria-label={`${readOnly ? 'View' : 'Edit'} ${name}`}>
          {readOnly ? 'View' : 'Edit'}
        </Button>
        {!readOnly && (
          <Button size="small" color="error" onClick={onDelete} aria-label={`Delete ${name}`}>
            Delete
          </Button>
        )}
      </Box>
    </ListItem>
  );
}

/** The canvas's text alternative: every state and guard and every transition, editable from the keyboard. */
export function WorkflowListView({ flow, readOnly, problemIds, onSelect, onDelete, onConnect }: WorkflowListViewProps) {
  return (
    <Box component="section" aria-labelledby="workflow-list-heading">
      <Typography id="workflow-list-heading" variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        States and transitions
      </Typography>
      <Stack sx={{ gap: 2, flexDirection: { xs: 'column', md: 'row' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3">
            Steps ({flow.nodes.length})
          </Typography>
          <List dense aria-label="Steps">
            {flow.nodes.map((node) => {
              const name = `${kindName(node.type).toLowerCase()} ${nodeLabel(flow, node.id)}`;
              const select = { kind: 'node' as const, id: node.id };
              return <Row key={node.id} primary={nodeLabel(flow, node.id)} secondary={`${nodeSummary(node)} · ${node.id}`} name={name} readOnly={readOnly} hasProblem={problemIds.has(node.id)} onEdit={() => onSelect(select)} onDelete={() => onDelete(select)} />;
            })}
          </List>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3">
            Transitions ({flow.edges.length})
          </Typography>
          <List dense aria-label="Transitions">
            {flow.edges.map((edge) => {
              const text = transitionText(flow, edge);
              const select = { kind: 'edge' as const, id: edge.id };
              return <Row key={edge.id} primary={text} secondary={edge.id} name={`transition ${text}`} readOnly={readOnly} hasProblem={problemIds.has(edge.id)} onEdit={() => onSelect(select)} onDelete={() => onDelete(select)} />;
            })}
          </List>
          {!readOnly && <AddTransitionForm flow={flow} onConnect={onConnect} />}
        </Box>
      </Stack>
    </Box>
  );
}
