import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transition as xstateTransition } from 'xstate';
import { answersOf } from '../template/answers';
import { compileWorkflow, WorkflowNotCompilable } from './compile';
import type { WorkflowAnswers } from './conditions';
import { dayMs } from './machine';
import { starterFlow } from './starter';
import { edgeOf, elseGuardNode, guardNode, onOption, reviewWorkflow, stateNode, workflowOf } from './workflow-fixtures';

const withRisk = (...optionIds: string[]): WorkflowAnswers => ({ options: answersOf({ selected: { risk: optionIds } }), numbers: new Map() });

describe('compileWorkflow helpers', () => {
  it('moves a form through the starter flow: draft, submitted, approved', () => {
    const compiled = compileWorkflow({ ...reviewWorkflow(), flow: starterFlow() });

    expect(compiled.initialState).toBe('draft');
    expect(compiled.nextEvents('draft', withRisk())).toEqual([{ id: 'submit', label: 'Submit' }]);
    expect(compiled.transition('draft', 'submit', withRisk())).toEqual({ target: 'submitted', edgeIds: ['draft-submit'] });
    expect(compiled.transition('submitted', 'approve', withRisk())).toMatchObject({ target: 'approved' });
    expect(compiled.isFinal('approved')).toBe(true);
  });

  it('takes the guarded way when its conditions hold and the else-guard otherwise', () => {
    const compiled = compileWorkflow(reviewWorkflow());

    expect(compiled.transition('draft', 'submit', withRisk('high'))).toEqual({ target: 'safety_review', edgeIds: ['draft>high:submit', 'high>safety_review'] });
    expect(compiled.transition('draft', 'submit', withRisk('low'))).toEqual({ target: 'submitted', edgeIds: ['draft>not-high:submit', 'not-high>submitted'] });
  });

  it('refuses unknown states, events not offered, final states and closed guards, saying why', () => {
    const onlyHigh = workflowOf(
      [stateNode('draft', { initial: true, label: 'Draft' }), guardNode('high', [onOption('risk', 'high')]), stateNode('done', { final: true, label: 'Done' })],
      [edgeOf('draft', 'high', 'submit'), edgeOf('high', 'done')],
    );
    const compiled = compileWorkflow(onlyHigh);

    expect(compiled.transition('nowhere', 'submit', withRisk())).toEqual({ refused: 'State "nowhere" is not in this workflow.' });
    expect(compiled.transition('draft', 'approve', withRisk())).toEqual({ refused: 'Event "approve" is not available in state "Draft".' });
    expect(compiled.transition('done', 'submit', withRisk())).toEqual({ refused: 'State "Done" is final: it takes no more events.' });
    expect(compiled.transition('draft', 'submit', withRisk('low'))).toEqual({ refused: 'The conditions for "submit" in state "Draft" are not met.' });
    expect(compiled.nextEvents('draft', withRisk('low'))).toEqual([]);
  });

  it('labels next events by their edge label, or the event made readable, once each', () => {
    const compiled = compileWorkflow(reviewWorkflow());

    expect(compiled.nextEvents('draft', withRisk('high'))).toEqual([{ id: 'submit', label: 'Submit' }]);
    expect(compiled.nextEvents('safety_review', withRisk())).toEqual([{ id: 'approve', label: 'Approve review' }]);
    expect(compiled.nextEvents('approved', withRisk())).toEqual([]);
  });

  it('follows always-guards as soon as a form arrives', () => {
    const flow = workflowOf(
      [stateNode('draft', { initial: true }), stateNode('triage'), guardNode('urgent', [onOption('risk', 'high')], 'alwaysGuard'), stateNode('urgent_review'), stateNode('queue')],
      [edgeOf('draft', 'triage', 'submit'), edgeOf('triage', 'urgent'), edgeOf('urgent', 'urgent_review'), edgeOf('triage', 'queue', 'enqueue')],
    );
    const compiled = compileWorkflow(flow);

    expect(compiled.transition('draft', 'submit', withRisk('high'))).toMatchObject({ target: 'urgent_review' });
    expect(compiled.transition('draft', 'submit', withRisk('low'))).toMatchObject({ target: 'triage' });
    expect(compiled.nextEvents('triage', withRisk())).toEqual([{ id: 'enqueue', label: 'Enqueue' }]);
  });

  it('lists auto-transitions in days for the runtime clock, soonest first', () => {
    const compiled = compileWorkflow(reviewWorkflow());

    expect(compiled.autoTransitions('submitted')).toEqual([{ days: 14, target: 'approved', edgeIds: ['submitted-auto'] }]);
    expect(compiled.autoTransitions('draft')).toEqual([]);
  });

  it('refuses to compile a workflow with no initial state', () => {
    expect(() => compileWorkflow(workflowOf([stateNode('a')], []))).toThrow(WorkflowNotCompilable);
  });
});

describe('the XState machine', () => {
  it('has state ids of node ids, final states, guarded events and day delays', () => {
    const { machine } = compileWorkflow(reviewWorkflow());
    const config = machine.config as { initial: string; states: Record<string, { type?: string; on?: Record<string, unknown[]>; after?: Record<string, unknown> }> };

    expect(config.initial).toBe('draft');
    expect(Object.keys(config.states)).toEqual(['draft', 'safety_review', 'submitted', 'approved']);
    expect(config.states.approved!.type).toBe('final');
    expect(config.states.draft!.on!.submit).toHaveLength(2);
    expect(Object.keys(config.states.submitted!.after!)).toEqual([String(14 * dayMs)]);
  });

  it('agrees with the pure helpers on every state, event and answer', () => {
    const workflow = reviewWorkflow();
    const compiled = compileWorkflow(workflow);
    const states = ['draft', 'safety_review', 'submitted'];
    fc.assert(
      fc.property(fc.constantFrom(...states), fc.constantFrom('submit', 'approve', 'reopen'), fc.subarray(['high', 'low']), (stateId, event, selected) => {
        const answers = withRisk(...selected);
        const snapshot = compiled.machine.resolveState({ value: stateId, context: { answers } });
        const [next] = xstateTransition(compiled.machine, snapshot, { type: event, answers });
        const expected = compiled.transition(stateId, event, answers);
        return next.value === ('target' in expected ? expected.target : stateId);
      }),
    );
  });
});

describe('else-guards on always-guards', () => {
  it('sends the form the other way when the always-guard fails', () => {
    const flow = workflowOf(
      [stateNode('a', { initial: true }), guardNode('g', [onOption('risk', 'high')], 'alwaysGuard'), elseGuardNode('e', 'g'), stateNode('hot'), stateNode('cold')],
      [edgeOf('a', 'g'), edgeOf('g', 'hot'), edgeOf('a', 'e'), edgeOf('e', 'cold')],
    );
    const compiled = compileWorkflow(flow);

    expect(compiled.settle('a', withRisk('high'))).toBe('hot');
    expect(compiled.settle('a', withRisk())).toBe('cold');
  });
});
