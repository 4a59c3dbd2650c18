import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  Background,
  Controls,
  MarkerType,
  ReactFlow,
  type Connection,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo, useState, type Ref } from 'react';
import { edgeTrigger, type Flow, type FlowSelection } from '../hooks/flow-edits';
import { layoutFlow, type FlowDirection, type FlowLayout } from '../hooks/flow-layout';
import { edgeTypes, type RoutedEdge } from './routed-edge';
import { kindName, nodeTypes, type CanvasNode } from './workflow-nodes';

type Size = { width: number; height: number };

// The size each kind is drawn at (workflow-nodes.tsx), until the canvas has measured the node.
const drawnSize = { state: { width: 180, height: 64 }, guard: { width: 120, height: 120 } } as const;

/** Props of the canvas: the flow, what is selected and named by problems, and what the author does to it. */
export interface WorkflowCanvasProps {
  flow: Flow;
  readOnly: boolean;
  selection: FlowSelection;
  problemNodeIds: ReadonlySet<string>;
  problemEdgeIds: ReadonlySet<string>;
  onSelect: (selection: FlowSelection) => void;
  onConnect: (source: string, target: string) => void;
  /** The canvas's box, so the toolbar can place new nodes in the middle of the view. */
  containerRef?: Ref<HTMLDivElement>;
}

/** The diagram laid out automatically, with each node at its measured size once drawn. */
function useLayout(flow: Flow, sizes: Record<string, Size>, direction: FlowDirection): FlowLayout {
  return useMemo(() => {
    const kinds = new Map(flow.nodes.map((node) => [node.id, node.type]));
    return layoutFlow(flow, (id) => sizes[id] ?? (kinds.get(id) === 'state' ? drawnSize.state : drawnSize.guard), direction);
  }, [flow, sizes, direction]);
}

function useCanvasNodes(props: WorkflowCanvasProps, sizes: Record<string, Size>, layout: FlowLayout, vertical: boolean): CanvasNode[] {
  const { flow, selection, problemNodeIds } = props;
  return useMemo(
    () =>
      flow.nodes.map((node) => {
        const hasProblem = problemNodeIds.has(node.id);
        return {
          id: node.id,
          type: node.type,
          position: layout.nodes.get(node.id) ?? node.position,
          data: { node, hasProblem, vertical },
          selected: selection?.kind === 'node' && selection.id === node.id,
          measured: sizes[node.id],
          ariaLabel: `${kindName(node.type)} ${node.data.label || node.id}${hasProblem ? ' (has a problem)' : ''}`,
        };
      }),
    [flow.nodes, selection, problemNodeIds, sizes, layout, vertical],
  );
}

function useCanvasEdges(props: WorkflowCanvasProps, errorColour: string, layout: FlowLayout): RoutedEdge[] {
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
          type: 'routed' as const,
          data: { text: label, route: layout.edges.get(edge.id) ?? null },
          selected: selection?.kind === 'edge' && selection.id === edge.id,
          markerEnd: { type: MarkerType.ArrowClosed },
          style: problem ? { stroke: errorColour, strokeWidth: 2 } : undefined,
          ariaLabel: `Transition ${label || 'without event'} from ${edge.source} to ${edge.target}${problem ? ' (has a problem)' : ''}`,
        };
      }),
    [flow.edges, selection, problemEdgeIds, errorColour, layout],
  );
}

/**
 * The @xyflow/react canvas of the workflow, laid out automatically (dagre): connect handles to add a transition,
 * click to select. Steps are not dragged: the layout keeps every step and label apart.
 */
export function WorkflowCanvas(props: WorkflowCanvasProps) {
  const { readOnly, onSelect, onConnect, containerRef } = props;
  const theme = useTheme();
  const [sizes, setSizes] = useState<Record<string, Size>>({});
  // A phone's canvas is tall and narrow: the steps follow each other downwards there.
  const vertical = useMediaQuery(theme.breakpoints.down('sm'));
  const layout = useLayout(props.flow, sizes, vertical ? 'TB' : 'LR');
  const nodes = useCanvasNodes(props, sizes, layout, vertical);
  const edges = useCanvasEdges(props, theme.palette.error.main, layout);

  function onNodesChange(changes: NodeChange<CanvasNode>[]) {
    const measured = changes.flatMap((change) => (change.type === 'dimensions' && change.dimensions ? [[change.id, change.dimensions] as const] : []));
    if (measured.length > 0) setSizes((current) => ({ ...current, ...Object.fromEntries(measured) }));
    for (const change of changes) if (change.type === 'select' && change.selected) onSelect({ kind: 'node', id: change.id });
  }

  function onEdgesChange(changes: EdgeChange[]) {
    for (const change of changes) if (change.type === 'select' && change.selected) onSelect({ kind: 'edge', id: change.id });
  }

  return (
    <Box ref={containerRef} sx={{ height: { xs: 480, md: 520 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.50' }}>
      <ReactFlow<CanvasNode, RoutedEdge>
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={(connection: Connection) => onConnect(connection.source, connection.target)}
        onPaneClick={() => onSelect(null)}
        nodesDraggable={false}
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
