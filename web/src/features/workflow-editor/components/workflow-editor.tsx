import Stack from '@mui/material/Stack';
import type { WorkflowEdge, WorkflowNode } from '@schema/workflow/model';
import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { emptyCatalogue, eventChoices, type EditorCatalogue } from '../hooks/editor-catalogue';
import { addNode, connect, freePosition, newNode, removeSelected, renameNode, updateEdgeData, updateNode, type EditorJob, type Flow, type FlowSelection, type NodeKind, type WorkflowProblem } from '../hooks/flow-edits';
import { PropertyPanel } from './property-panel';
import { ScheduledJobsPanel } from './scheduled-jobs-panel';
import { WorkflowCanvas } from './workflow-canvas';
import { WorkflowListView } from './workflow-list-view';
import { WorkflowProblems } from './workflow-problems';
import { WorkflowToolbar } from './workflow-toolbar';

/** Props of the workflow editor: the flow it edits (controlled), the validation's problems, and the template's catalogue. */
export interface WorkflowEditorProps {
  value: Flow;
  readOnly?: boolean;
  problems?: readonly WorkflowProblem[];
  catalogue?: EditorCatalogue;
  onChange: (flow: Flow) => void;
  /** The workflow's scheduled jobs; with `onJobsChange`, the editor shows them and renames keep them in step. */
  jobs?: readonly EditorJob[];
  onJobsChange?: (jobs: EditorJob[]) => void;
}

function isTyping(target: EventTarget): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

function useProblemIds(problems: readonly WorkflowProblem[]) {
  return useMemo(() => {
    const nodes = new Set(problems.flatMap((problem) => (problem.nodeId ? [problem.nodeId] : [])));
    const edges = new Set(problems.flatMap((problem) => (problem.edgeId ? [problem.edgeId] : [])));
    return { nodes, edges, all: new Set([...nodes, ...edges]) };
  }, [problems]);
}

function EditorBody({ value, readOnly = false, problems = [], catalogue = emptyCatalogue, onChange, jobs, onJobsChange }: WorkflowEditorProps) {
  const flowApi = useReactFlow();
  const [selection, setSelection] = useState<FlowSelection>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusPanel, setFocusPanel] = useState(0);
  const problemIds = useProblemIds(problems);
  const canvasRef = useRef<HTMLDivElement>(null);

  /** The middle of the visible canvas, nudged by the node count so nodes added one after another do not hide each other. */
  const newNodePosition = () => {
    const box = canvasRef.current?.getBoundingClientRect();
    const centre = box && box.width > 0 ? flowApi.screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 }) : { x: 80, y: 60 };
    return freePosition(value, { x: Math.round(centre.x - 90), y: Math.round(centre.y - 40) });
  };
  const live = selection && (selection.kind === 'node' ? value.nodes : value.edges).some((item) => item.id === selection.id) ? selection : null;

  useEffect(() => {
    if (focusPanel > 0) headingRef.current?.focus();
  }, [focusPanel]);

  /** Selects from outside the canvas (problems, list view) and moves focus to the panel that edits the selection. */
  const selectAndFocus = (next: FlowSelection) => {
    setSelection(next);
    setFocusPanel((count) => count + 1);
  };
  const add = (kind: NodeKind) => {
    const node = newNode(value, kind, newNodePosition());
    onChange(addNode(value, node));
    setSelection({ kind: 'node', id: node.id });
  };
  const link = (source: string, target: string, event: string | null = null) => {
    const result = connect(value, source, target, event);
    if (!result) return;
    onChange(result.flow);
    setSelection({ kind: 'edge', id: result.id });
  };
  const remove = (target: FlowSelection) => {
    if (!target || readOnly) return;
    onChange(removeSelected(value, target));
    setSelection(null);
  };
  const rename = (id: string, next: string) => {
    const renamed = renameNode(value, jobs ?? [], id, next);
    if (renamed.flow === value) return;
    onChange(renamed.flow);
    if (jobs && onJobsChange) onJobsChange(renamed.jobs);
    setSelection({ kind: 'node', id: next });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Delete' || !live || isTyping(event.target)) return;
    event.preventDefault();
    remove(live);
  };

  return (
    <Stack sx={{ gap: 2 }} onKeyDown={onKeyDown}>
      <WorkflowToolbar readOnly={readOnly} canDelete={Boolean(live)} onAdd={add} onDelete={() => remove(live)} onFitView={() => void flowApi.fitView({ duration: 200 })} />
      <Stack sx={{ gap: 2, flexDirection: { xs: 'column', md: 'row' } }}>
        <Stack sx={{ flex: 1, minWidth: 0, gap: 2 }}>
          <WorkflowCanvas
            flow={value}
            readOnly={readOnly}
            selection={live}
            problemNodeIds={problemIds.nodes}
            problemEdgeIds={problemIds.edges}
            onSelect={setSelection}
            onConnect={link}
            containerRef={canvasRef}
          />
          <WorkflowProblems problems={problems} onSelect={selectAndFocus} />
        </Stack>
        <PropertyPanel
          flow={value}
          selection={live}
          catalogue={catalogue}
          readOnly={readOnly}
          headingRef={headingRef}
          onNodeChange={(id, update: (node: WorkflowNode) => WorkflowNode) => onChange(updateNode(value, id, update))}
          onEdgeChange={(id, patch: Partial<WorkflowEdge['data']>) => onChange(updateEdgeData(value, id, patch))}
          onRenameState={readOnly ? undefined : rename}
          onClose={() => setSelection(null)}
        />
      </Stack>
      <WorkflowListView flow={value} readOnly={readOnly} problemIds={problemIds.all} onSelect={selectAndFocus} onDelete={remove} onConnect={link} />
      {jobs && onJobsChange && <ScheduledJobsPanel jobs={jobs} flow={value} extraEvents={eventChoices(catalogue).map((event) => event.id)} readOnly={readOnly} onChange={onJobsChange} />}
    </Stack>
  );
}

/**
 * The studio's workflow editor: a diagram of states, guards and transitions (drag, connect, select), a side panel
 * that edits the selection, the validation's problems, and a keyboard-editable list view as the diagram's text
 * alternative. Controlled: every edit calls `onChange` with the whole new flow.
 */
export function WorkflowEditor(props: WorkflowEditorProps) {
  return (
    <ReactFlowProvider>
      <EditorBody {...props} />
    </ReactFlowProvider>
  );
}
