import { describe, expect, it } from 'vitest';
import { compileWorkflow } from '../../../schema/src/workflow/compile';
import { edgeOf, stateNode, workflowOf } from '../../../schema/src/workflow/workflow-fixtures';
import type { FormRecord, WorkflowRecord } from '../../data/entities';
import { effectsOfArrival, effectsOfHalt } from './plan-effects';

const mail = { id: 'n1', notificationTemplateId: 'nt1', kind: 'EMAIL' as const };
const todo = { id: 'n2', notificationTemplateId: 'nt2', kind: 'TODO' as const };
const call = { id: 'i1', name: 'Records sync', url: 'https://records.example.edu/hook', method: 'POST' as const, timeoutMs: 1000, retries: 2 };

/** draft --submit (emails)--> review (to-do, sub-workflow, integration) --approve--> done (final). */
function workflow() {
  const review = stateNode('review');
  review.data = { ...review.data, notificationTriggers: [todo], integrationServiceTriggers: [call], subWorkflowConfig: { templateId: 't-child', templateName: 'Permit' } } as typeof review.data;
  const base = workflowOf([stateNode('draft', { initial: true }), review, stateNode('done', { final: true })], [edgeOf('draft', 'review', 'submit', { notificationTriggers: [mail] }), edgeOf('review', 'done', 'approve')]);
  const record = { ...base, machineId: 'm1', revision: 1, createdAt: '2026-01-01T00:00:00.000Z' } as WorkflowRecord;
  return { record, compiled: compileWorkflow(record) };
}

const person = { userId: 'u1', firstName: 'Sam', lastName: 'Staff', email: 'sam@campus.edu' };
const formIn = (status: string, more: Partial<FormRecord> = {}): FormRecord => ({
  id: 'f1',
  name: 'Inspection',
  status,
  templateId: 't1',
  templateGroupId: 'g1',
  campusCode: 'c1',
  owner: person,
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  statusEvents: [
    { status: 'draft', timestamp: '2026-01-01T00:00:00.000Z', user: person },
    { status, timestamp: '2026-01-02T00:00:00.000Z', user: person },
  ],
  ...more,
});

describe('effectsOfArrival', () => {
  it("lists a move's effects in the order they run: the edge's and state's mail, to-dos left, the sub-workflow, then integrations", () => {
    const effects = effectsOfArrival({ workflow: workflow(), form: formIn('review', { effectsAdded: 4 }), previousStatus: 'draft', event: 'submit', edgeIds: ['draft>review:submit'], now: '2026-01-02T00:00:00.000Z' });

    expect(effects.map((effect) => [effect.kind, effect.label, effect.seq])).toEqual([
      ['notification', 'Email', 4],
      ['notification', 'To-do', 5],
      ['complete-todos', 'To-dos of the step left completed', 6],
      ['start-sub-workflow', 'Sub-workflow: Permit', 7],
      ['integration', 'Integration: Records sync', 8],
    ]);
    expect(effects.every((effect) => effect.state === 'PENDING' && effect.tries === 0 && effect.eventIndex === 1)).toBe(true);
    expect(effects[0]?.arrival).toEqual({ status: 'review', enteredAt: '2026-01-02T00:00:00.000Z', previousStatus: 'draft', event: 'submit', edgeIds: ['draft>review:submit'] });
    expect(new Set(effects.map((effect) => effect.id)).size).toBe(effects.length);
  });

  it("tells a sub-workflow's parent and records outcomes when a child arrives in a final state, stopping the children of the stay it left", () => {
    const children = [{ formId: 'c1', status: 'review', enteredAt: '2026-01-01T12:00:00.000Z' }];
    const form = formIn('done', { parentFormId: 'p1', subWorkflowChildren: children });
    form.statusEvents = [form.statusEvents[0]!, { status: 'review', timestamp: '2026-01-01T12:00:00.000Z', user: person }, { status: 'done', timestamp: '2026-01-02T00:00:00.000Z', user: person }];

    const effects = effectsOfArrival({ workflow: workflow(), form, previousStatus: 'review', event: 'approve', edgeIds: ['review>done:approve'], now: '2026-01-02T00:00:00.000Z' });

    expect(effects.map((effect) => effect.kind)).toEqual(['complete-todos', 'stop-sub-workflows', 'end-sub-workflow', 'user-outcomes']);
    expect(effects[1]?.stay).toEqual({ status: 'review', enteredAt: '2026-01-01T12:00:00.000Z' });
    expect(effects[2]?.end).toBe('success');
  });
});

describe('effectsOfHalt', () => {
  it("makes an ERROR child tell its parent, with why, and a halt of a form without parent or children set off nothing", () => {
    const halt = { status: 'ERROR' as const, message: 'Integration failed.', at: '2026-01-03T00:00:00.000Z' };

    expect(effectsOfHalt(formIn('review', { parentFormId: 'p1' }), halt).map((effect) => [effect.kind, effect.end, effect.message])).toEqual([['end-sub-workflow', 'error', 'Integration failed.']]);
    expect(effectsOfHalt(formIn('review'), halt)).toEqual([]);
  });
});
