import { describe, expect, it } from 'vitest';
import type { IntegrationTrigger, ScheduledJob } from './model';
import { workflowProblems } from './validate';
import { edgeOf, guardNode, onOption, reviewWorkflow, stateNode, workflowOf } from './workflow-fixtures';

const trigger = (successEvent: string, errorEvent: string | null = null): IntegrationTrigger => ({
  id: 't1',
  name: 'Notify EHS',
  url: 'https://ehs.example.edu/hook',
  method: 'POST',
  timeoutMs: 5000,
  retries: 2,
  successEvent,
  errorEvent,
});
const job = (workflowStateId: string, event: string): ScheduledJob => ({
  id: 'j1',
  name: 'Weekly reminder',
  cronExpression: '0 9 * * 1',
  event,
  workflowStateId,
  createdDate: '2026-01-01T00:00:00.000Z',
});

describe('workflowProblems: what nothing can trigger', () => {
  it('names a way out of a state with no event, auto-transition or always-guard', () => {
    const flow = workflowOf(
      [stateNode('a', { initial: true, label: 'Open' }), guardNode('g', [onOption('q', 'o')]), stateNode('b', { label: 'Closed' })],
      [edgeOf('a', 'g'), edgeOf('g', 'b')],
    );

    expect(workflowProblems(flow)).toEqual([
      { code: 'EDGE_WITHOUT_TRIGGER', nodeId: 'a', edgeId: 'a>g', message: 'The way from "Open" to "Closed" has no event, auto-transition or always-guard, so it is never taken.' },
    ]);
  });
});

describe('workflowProblems: events sent by integrations and jobs', () => {
  it('accepts callbacks and jobs that send an event their state has', () => {
    const flow = reviewWorkflow();
    const submitted = flow.flow.nodes.find((node) => node.id === 'submitted')!;
    if (submitted.type === 'state') submitted.data.integrationServiceTriggers = [trigger('approve')];

    expect(workflowProblems({ ...flow, jobs: [job('submitted', 'approve')] })).toEqual([]);
  });

  it('names callbacks of states and edges that the receiving state cannot take', () => {
    const flow = reviewWorkflow();
    const draft = flow.flow.nodes.find((node) => node.id === 'draft')!;
    if (draft.type === 'state') draft.data.integrationServiceTriggers = [trigger('submit', 'reject')];
    flow.flow.edges.find((edge) => edge.id === 'not-high>submitted')!.data.integrationServiceTriggers = [trigger('approve', 'escalate')];

    expect(workflowProblems(flow)).toEqual([
      { code: 'INTEGRATION_UNKNOWN_EVENT', nodeId: 'draft', message: 'Integration "Notify EHS" calls back with "reject", but state "Draft" has no such event.' },
      { code: 'INTEGRATION_UNKNOWN_EVENT', edgeId: 'not-high>submitted', message: 'Integration "Notify EHS" calls back with "escalate", but state "Submitted" has no such event.' },
    ]);
  });

  it('names jobs on missing states or with events their state does not have', () => {
    const problems = workflowProblems({ ...reviewWorkflow(), jobs: [job('archived', 'approve'), job('draft', 'approve')] });

    expect(problems.map((problem) => [problem.code, problem.message])).toEqual([
      ['JOB_UNKNOWN_STATE', 'Job "Weekly reminder" acts on state "archived", which is not in the workflow.'],
      ['JOB_UNKNOWN_EVENT', 'Job "Weekly reminder" sends "approve", but state "Draft" has no such event.'],
    ]);
  });
});
