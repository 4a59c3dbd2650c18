import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { WorkflowNode } from '@schema/workflow/model';
import { Handle, Position, type Node, type NodeProps, type NodeTypes } from '@xyflow/react';
import type { ReactNode } from 'react';

/** What a canvas node carries: the workflow node it draws and whether validation named it. */
export type CanvasNodeData = { node: WorkflowNode; hasProblem: boolean; /** Laid out top to bottom (a narrow screen). */ vertical?: boolean };

/** A node on the canvas. */
export type CanvasNode = Node<CanvasNodeData>;

const kindNames: Record<WorkflowNode['type'], string> = { state: 'State', guard: 'Guard', alwaysGuard: 'Always guard', elseGuard: 'Else guard' };

/** The name of a node's kind, for labels and headings. */
export function kindName(type: WorkflowNode['type']): string {
  return kindNames[type];
}

function borderColour(data: CanvasNodeData, selected: boolean): string {
  if (data.hasProblem) return 'error.main';
  return selected ? 'primary.main' : 'divider';
}

function Handles({ connectable, vertical = false }: { connectable: boolean; vertical?: boolean }) {
  return (
    <>
      <Handle type="target" position={vertical ? Position.Top : Position.Left} isConnectable={connectable} title="Transitions come in here" />
      <Handle type="source" position={vertical ? Position.Bottom : Position.Right} isConnectable={connectable} title="Drag to another step to add a transition" />
    </>
  );
}

function ProblemMark({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Typography variant="caption" color="error" sx={{ display: 'block', fontWeight: 600 }}>
      Has a problem
    </Typography>
  );
}

function StateNode({ data, selected, isConnectable }: NodeProps<CanvasNode>) {
  const node = data.node;
  if (node.type !== 'state') return null;
  return (
    <Box
      data-problem={data.hasProblem || undefined}
      sx={{ width: 180, p: 1, bgcolor: 'background.paper', border: 2, borderColor: borderColour(data, selected), borderRadius: 2, boxShadow: selected ? 3 : 1 }}
    >
      <Handles connectable={isConnectable} vertical={data.vertical} />
      <Typography variant="subtitle2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {node.data.label || node.id}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        {node.data.isInitial && <Chip size="small" color="primary" label="Initial" />}
        {node.data.isFinal && <Chip size="small" color="success" label="Final" />}
      </Box>
      {node.data.description && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {node.data.description}
        </Typography>
      )}
      <ProblemMark show={data.hasProblem} />
    </Box>
  );
}

function Diamond({ data, selected, isConnectable, caption }: NodeProps<CanvasNode> & { caption: ReactNode }) {
  return (
    <Box sx={{ width: 120, height: 120, display: 'grid', placeItems: 'center', position: 'relative' }}>
      <Box
        aria-hidden
        data-problem={data.hasProblem || undefined}
        sx={{
          position: 'absolute',
          inset: 18,
          transform: 'rotate(45deg)',
          bgcolor: 'background.paper',
          border: 2,
          borderStyle: data.node.type === 'elseGuard' ? 'dashed' : 'solid',
          borderColor: borderColour(data, selected),
          boxShadow: selected ? 3 : 1,
        }}
      />
      <Handles connectable={isConnectable} vertical={data.vertical} />
      <Box sx={{ position: 'relative', textAlign: 'center', px: 1, maxWidth: 100 }}>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.1 }}>
          {caption}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.2 }}>
          {data.node.data.label || data.node.id}
        </Typography>
        <ProblemMark show={data.hasProblem} />
      </Box>
    </Box>
  );
}

function GuardNode(props: NodeProps<CanvasNode>) {
  return <Diamond {...props} caption="Guard" />;
}

function AlwaysGuardNode(props: NodeProps<CanvasNode>) {
  return <Diamond {...props} caption="Always" />;
}

function ElseGuardNode(props: NodeProps<CanvasNode>) {
  return <Diamond {...props} caption="Else" />;
}

/** The canvas's node components by node type. */
export const nodeTypes: NodeTypes = { state: StateNode, guard: GuardNode, alwaysGuard: AlwaysGuardNode, elseGuard: ElseGuardNode };
