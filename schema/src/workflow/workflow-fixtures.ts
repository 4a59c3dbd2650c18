import type { AnswerCondition, Workflow, WorkflowEdge, WorkflowNode } from './model';

// Builders for workflow tests: a flow reads as the diagram an author draws.

const at = { x: 0, y: 0 };

export const stateNode = (id: string, flags: { initial?: boolean; final?: boolean; label?: string } = {}): WorkflowNode => ({
  id,
  type: 'state',
  position: at,
  data: { label: flags.label ?? id, isInitial: flags.initial ?? false, isFinal: flags.final ?? false, notificationTriggers: [], integrationServiceTriggers: [] },
});

export const guardNode = (id: string, conditions: AnswerCondition[], type: 'guard' | 'alwaysGuard' = 'guard', label = id): WorkflowNode => ({
  id,
  type,
  position: at,
  data: { label, conditions },
});

export const elseGuardNode = (id: string, pairedGuardId: string, label = id): WorkflowNode => ({ id, type: 'elseGuard', position: at, data: { label, pairedGuardId } });

export const edgeOf = (source: string, target: string, event?: string, more: Partial<WorkflowEdge['data']> = {}): WorkflowEdge => ({
  id: `${source}>${target}${event ? `:${event}` : ''}`,
  source,
  target,
  data: { event: event ?? null, integrationServiceTriggers: [], notificationTriggers: [], ...more },
});

export const workflowOf = (nodes: WorkflowNode[], edges: WorkflowEdge[]): Workflow => ({
  id: 'wf-1',
  name: 'Review',
  referenceId: 'group-1',
  version: 1,
  machineType: 'FORM_TEMPLATE',
  readOnly: false,
  lastUpdatedDate: '2026-01-01T00:00:00.000Z',
  flow: { nodes, edges },
  jobs: [],
});

export const onOption = (questionId: string, optionId: string): AnswerCondition => ({ type: 'question', questionId, optionId });

/**
 * A review flow: draft -submit-> [guard "High risk": risk=high] -> safety_review, else -> submitted;
 * safety_review -approve-> approved (final); submitted -approve-> approved; submitted auto after 14 days -> approved.
 */
export const reviewWorkflow = () =>
  workflowOf(
    [
      stateNode('draft', { initial: true, label: 'Draft' }),
      guardNode('high', [onOption('risk', 'high')], 'guard', 'High risk'),
      elseGuardNode('not-high', 'high', 'Otherwise'),
      stateNode('safety_review', { label: 'Safety review' }),
      stateNode('submitted', { label: 'Submitted' }),
      stateNode('approved', { final: true, label: 'Approved' }),
    ],
    [
      edgeOf('draft', 'high', 'submit'),
      edgeOf('high', 'safety_review'),
      edgeOf('draft', 'not-high', 'submit'),
      edgeOf('not-high', 'submitted'),
      edgeOf('safety_review', 'approved', 'approve', { label: 'Approve review' }),
      edgeOf('submitted', 'approved', 'approve'),
      { ...edgeOf('submitted', 'approved', undefined, { autoTransitionDays: 14 }), id: 'submitted-auto' },
    ],
  );
