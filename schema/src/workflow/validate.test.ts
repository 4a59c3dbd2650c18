import { describe, expect, it } from 'vitest';
import { edgeOf, elseGuardNode, guardNode, onOption, reviewWorkflow, stateNode, workflowOf } from './workflow-fixtures';
import { workflowProblems } from './validate';
import { starterFlow } from './starter';

const codes = (problems: Array<{ code: string }>) => problems.map((problem) => problem.code);

describe('workflowProblems', () => {
  it('finds nothing wrong with the starter flow or the review flow', () => {
    expect(workflowProblems({ flow: starterFlow() })).toEqual([]);
    expect(workflowProblems(reviewWorkflow(), { questions: [{ id: 'risk', options: [{ id: 'low' }, { id: 'high' }] }] })).toEqual([]);
  });

  it('needs exactly one initial state, naming the extra one', () => {
    const none = workflowOf([stateNode('a')], []);
    const two = workflowOf([stateNode('a', { initial: true, label: 'Start' }), stateNode('b', { initial: true, label: 'Also start' })], [edgeOf('a', 'b', 'go')]);

    expect(codes(workflowProblems(none))).toEqual(['NO_INITIAL_STATE']);
    expect(workflowProblems(two)).toEqual([
      { code: 'SEVERAL_INITIAL_STATES', nodeId: 'b', message: 'State "Also start" is marked initial, but "Start" is already: keep one initial state.' },
    ]);
  });

  it('names states that cannot be reached from the initial state, through guards too', () => {
    const flow = reviewWorkflow();
    flow.flow.nodes.push(stateNode('archived', { label: 'Archived' }));

    expect(workflowProblems(flow)).toEqual([{ code: 'UNREACHABLE_STATE', nodeId: 'archived', message: 'State "Archived" cannot be reached from the initial state.' }]);
  });

  it('refuses events out of a final state', () => {
    const flow = workflowOf([stateNode('a', { initial: true }), stateNode('done', { final: true, label: 'Done' })], [edgeOf('a', 'done', 'finish'), edgeOf('done', 'a', 'reopen')]);

    expect(workflowProblems(flow)).toEqual([{ code: 'FINAL_STATE_HAS_EVENTS', nodeId: 'done', message: 'State "Done" is final, so it cannot have outgoing events.' }]);
  });

  it('needs conditions in every guard and every group, and a way in and out', () => {
    const flow = workflowOf(
      [stateNode('a', { initial: true }), guardNode('empty', [], 'guard', 'Empty guard'), guardNode('group', [{ type: 'logic', logicOperator: 'OR', conditions: [] }]), stateNode('b')],
      [edgeOf('a', 'empty', 'go'), edgeOf('empty', 'b'), edgeOf('a', 'group', 'other')],
    );

    expect(workflowProblems(flow).map((problem) => [problem.code, problem.nodeId])).toEqual([
      ['GUARD_WITHOUT_CONDITIONS', 'empty'],
      ['GUARD_NOT_CONNECTED', 'group'],
      ['GUARD_WITHOUT_CONDITIONS', 'group'],
    ]);
    expect(workflowProblems(flow)[0]!.message).toBe('Guard "Empty guard" needs at least one condition in each of its groups.');
  });

  it('checks guard conditions against the template questions when given', () => {
    const flow = workflowOf(
      [
        stateNode('a', { initial: true }),
        guardNode('g', [onOption('risk', 'extreme'), { type: 'logic', logicOperator: 'AND', conditions: [{ type: 'number', questionId: 'gone', numberOperator: 'gt', value: 1 }] }], 'guard', 'Risky'),
        stateNode('b'),
      ],
      [edgeOf('a', 'g', 'go'), edgeOf('g', 'b')],
    );
    const questions = [{ id: 'risk', title: 'Risk level', options: [{ id: 'low' }, { id: 'high' }] }];

    expect(workflowProblems(flow)).toEqual([]);
    expect(workflowProblems(flow, { questions }).map((problem) => problem.message)).toEqual([
      'Guard "Risky" reads option "extreme" of "Risk level", which has no such option.',
      'Guard "Risky" reads question "gone", which is not in the template.',
    ]);
    expect(codes(workflowProblems(flow, { questions }))).toEqual(['GUARD_UNKNOWN_OPTION', 'GUARD_UNKNOWN_QUESTION']);
  });

  it('pairs every else-guard with a guard leaving the same state', () => {
    const flow = workflowOf(
      [stateNode('a', { initial: true }), stateNode('b'), guardNode('g', [onOption('q', 'o')]), elseGuardNode('lost', 'nowhere', 'Lost'), elseGuardNode('apart', 'g', 'Apart'), stateNode('c')],
      [edgeOf('a', 'g', 'go'), edgeOf('g', 'b'), edgeOf('a', 'lost', 'go'), edgeOf('lost', 'c'), edgeOf('b', 'apart', 'on'), edgeOf('apart', 'c')],
    );

    expect(workflowProblems(flow).map((problem) => problem.message)).toEqual([
      'Else-guard "Lost" is not paired with a guard.',
      'Else-guard "Apart" must leave the same state as its guard "g".',
    ]);
  });

  it('names edges to missing nodes, bad auto-transitions and one event used twice without guards', () => {
    const flow = workflowOf(
      [stateNode('a', { initial: true, label: 'Open' }), stateNode('b'), stateNode('c')],
      [edgeOf('a', 'b', 'go'), edgeOf('a', 'c', 'go'), edgeOf('b', 'ghost', 'x'), { ...edgeOf('b', 'c', undefined, { autoTransitionDays: 0.5 }), id: 'late' }],
    );

    expect(workflowProblems(flow)).toEqual([
      { code: 'EDGE_UNKNOWN_NODE', edgeId: 'b>ghost:x', message: 'Edge "b>ghost:x" joins node "ghost", which is not in the workflow.' },
      { code: 'BAD_AUTO_TRANSITION', edgeId: 'late', message: 'The auto-transition out of "b" must be a whole number of days from 1 to 365 (it is 0.5).' },
      { code: 'DUPLICATE_EVENT', nodeId: 'a', edgeId: 'a>c:go', message: 'State "Open" has two "go" events without guards: add a guard or rename one.' },
    ]);
  });

  it('accepts auto-transitions of 1 to 365 whole days only', () => {
    const withDays = (days: number) => workflowOf([stateNode('a', { initial: true }), stateNode('b')], [edgeOf('a', 'b', undefined, { autoTransitionDays: days })]);

    expect([1, 365].map((days) => codes(workflowProblems(withDays(days))))).toEqual([[], []]);
    expect([0, -1, 366, 2.5].map((days) => codes(workflowProblems(withDays(days))))).toEqual(Array(4).fill(['BAD_AUTO_TRANSITION']));
  });

  it('refuses state ids the machine cannot address', () => {
    const flow = workflowOf([stateNode('a.b', { initial: true, label: 'Dotted' })], []);

    expect(codes(workflowProblems(flow))).toEqual(['BAD_STATE_ID']);
  });
});
