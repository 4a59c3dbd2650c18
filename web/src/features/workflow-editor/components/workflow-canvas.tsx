import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import {
  Background,
  Controls,
  MarkerType,
  ReactFlow,
  type Connection,
  type Edge,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo, useState, type Ref } from 'react';
import { edgeTrigger, type Flow, type FlowSelection } from '../hooks/flow-edits';
import { kindName, nodeTypes, type CanvasNode } from './workflow-nodes';

type Size = { width: number; height: number };

/** Props of the canvas: the flow, what is selected and named by problems, and what the author does to it. */
export interface WorkflowCanvasProps {
  flow: Flow;
  readOnly: boolean;
  selection: FlowSelection;
  problemNodeIds: ReadonlySet<string>;
  problemEdgeIds: ReadonlySet<string>;
  onSelect: (selection: FlowSelection) => void;
  onMove: (positions: Map<string, { x: number; y: number }>) => void;
  onConnect: (source: string, target: string) => void;
  /** The canvas's box, so the toolbar can place new nodes in the middle of the view. */
  containerRef?: Ref<HTMLDivElement>;
}

function useCanvasNodes(props: WorkflowCanvasProps, sizes: Record<string, Size>): CanvasNode[] {
  const { flow, selection, problemNodeIds } = props;
  return useMemo(
    () =>
      flow.nodes.map((node) => {
        const hasProblem = problemNodeIds.has(node.id);
        return {
          id: node.id,
          type: node.type,
          position: node.position,
          data: { node, hasProblem },
          selected: selection?.kind === 'node' && selection.id === node.id,
          measured: sizes[node.id],
          ariaLabel: `${kindName(node.type)} ${node.data.label || node.id}${hasProblem ? ' (has a problem)' : ''}`,
        };
      }),
    [flow.nodes, selection, problemNodeIds, sizes],
  );
}

function useCanvasEdges(props: WorkflowCanvasProps, errorColour: string): Edge[] {
  const { flow, selection, problemEdgeIds } = props;
  return useMemo(
    () =>
      flow.edges.map((edge) => {
        const label = edgeTrigger(edge);
        const problem = problemEdgeIds.has(edge.id);
        return {
          id: edge.id,
          source: edge.source,
          target: edge.target,
          label: label || undefined,
          selected: selection?.kind === 'edge' && selection.id === edge.id,
          markerEnd: { type: MarkerType.ArrowClosed },
          style: problem ? { stroke: errorColour, strokeWidth: 2 } : undefined,
          ariaLabel: `Transition ${label || 'without event'} from ${edge.source} to ${edge.target}${problem ? ' (has a problem)' : ''}`,
        };
      }),
    [flow.edges, selection, problemEdgeIds, errorColour],
  );
}

/** The @xyflow/react canvas of the workflow: drag to move, connect handles, click to select. */
export function WorkflowCanvas(props: WorkflowCanvasProps) {
  const { readOnly, onSelect, onMove, onConnect, containerRef } = props;
  const theme = useTheme();
  const [sizes, setSizes] = useState<Record<string, Size>>({});
  const nodes = useCanvasNodes(props, sizes);
  const edges = useCanvasEdges(props, theme.palette.error.main);

  function onNodesChange(changes: NodeChange<CanvasNode>[]) {
    const measured = changes.flatMap((change) => (change.type === 'dimensions' && change.dimensions ? [[change.id, change.dimensions] as const] : []));
    if (measured.length > 0) setSizes((current) => ({ ...current, ...Object.fromEntries(measured) }));
    const moved = new Map(changes.flatMap((change) => (change.type === 'position' && change.position ? [[change.id, change.position] as const] : [])));
    if (moved.size > 0 && !readOnly) onMove(moved);
    for (const change of changes) if (change.type === 'select' && change.selected) onSelect({ kind: 'node', id: change.id });
  }

  function onEdgesChange(changes: EdgeChange[]) {
    for (const change of changes) if (change.type === 'select' && change.selected) onSelect({ kind: 'edge', id: change.id });
  }

  return (
    <Box ref={containerRef} sx={{ height: { xs: 360, md: 520 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.50' }}>
      <ReactFlow<CanvasNode>
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={(connection: Connection) => onConnect(connection.source, connection.target)}
        onPaneClick={() => onSelect(null)}
        nodesDraggable={!readOnly}
        nodesConnectable={!readOnly}
        deleteKeyCode={null}
        fitView
        minZoom={0.2}
        aria-label="Workflow diagram"
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  );
}
