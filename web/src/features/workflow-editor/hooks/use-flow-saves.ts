import { useEffect, useRef, useState } from 'react';
import { hasErrorCode } from '@/lib/errors/error-codes';
import { useUpdateWorkflowMutation } from '../api/update-workflow';
import type { EditorJob, Flow } from './flow-edits';
import { succeededOrThrow, WorkflowOutcomeFailed } from './workflow-outcome';

/** What an edit changes: the flow, the scheduled jobs, or both (each replaced whole). */
export interface FlowChange {
  flow?: Flow;
  jobs?: readonly EditorJob[];
}

function inputOf(change: FlowChange) {
  return {
    ...(change.flow ? { flow: JSON.stringify(change.flow) } : {}),
    ...(change.jobs ? { jobs: change.jobs.map(({ id, name, description, cronExpression, event, workflowStateId }) => ({ id, name, description, cronExpression, event, workflowStateId })) } : {}),
  };
}

/** Where the saves of a flow stand; `revision` is the edit counter the next save is based on. */
export type FlowSaveState = { kind: 'idle' | 'pending' | 'saving' | 'saved'; revision: number } | { kind: 'failed'; revision: number; message: string };

/** How long edits wait for more edits before they are saved together. */
export const saveDelayMs = 800;

/**
 * Saves a draft version's flow and jobs a moment after the last edit, one write at a time, each at the revision the last
 * write answered. `flush` saves at once (before Validate and Publish). A CONFLICT calls `onConflict` (the tab
 * reloads the version as stored); any other failure keeps the edits and says so.
 */
export function useFlowSaves(workflowId: string, initialRevision: number, onConflict: () => void) {
  const [updateWorkflow] = useUpdateWorkflowMutation();
  const [state, setState] = useState<FlowSaveState>({ kind: 'idle', revision: initialRevision });
  const revision = useRef(initialRevision);
  const pending = useRef<FlowChange | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<boolean> | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function write(): Promise<boolean> {
    while (pending.current) {
      const change = pending.current;
      pending.current = null;
      setState({ kind: 'saving', revision: revision.current });
      try {
        const result = await updateWorkflow({ variables: { input: { id: workflowId, expectedRevision: revision.current, ...inputOf(change) } } });
        revision.current = succeededOrThrow(result.data?.updateWorkflow)?.workflow.revision ?? revision.current + 1;
      } catch (error) {
        if (hasErrorCode(error, 'CONFLICT')) {
          onConflict();
          return false;
        }
        // Edits made while this write was on its way are newer than the ones it carried.
        const newer = pending.current as FlowChange | null;
        pending.current = { ...change, ...newer };
        const explained = error instanceof WorkflowOutcomeFailed || hasErrorCode(error, 'BAD_USER_INPUT');
        const message = explained && error instanceof Error ? `Not saved: ${error.message}` : 'The workflow could not be saved. Your edits are kept; the next edit tries again.';
        setState({ kind: 'failed', revision: revision.current, message });
        return false;
      }
    }
    setState({ kind: 'saved', revision: revision.current });
    return true;
  }

  /** Saves what is waiting now; resolves true once everything is saved. */
  function flush(): Promise<boolean> {
    clearTimeout(timer.current);
    if (running.current) return running.current.then(() => (pending.current ? flush() : true));
    if (!pending.current) return Promise.resolve(state.kind !== 'failed');
    running.current = write().finally(() => {
      running.current = null;
    });
    return running.current;
  }

  /** Queues a change (with any change still waiting) to be saved after the author pauses. */
  function save(change: FlowChange) {
    pending.current = { ...pending.current, ...change };
    setState({ kind: 'pending', revision: revision.current });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), saveDelayMs);
  }

  return { state, save, flush };
}
