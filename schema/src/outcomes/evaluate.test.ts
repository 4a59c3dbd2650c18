import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answersOf, noAnswers } from '../template/answers';
import type { Outcome, OutcomeCondition, OutcomeGroup } from '../template/outcome-model';
import { evaluateOutcomes } from './evaluate';

const high = { id: 'rl-high', level: 'High', color: '#B71C1C' };
const low = { id: 'rl-low', level: 'Low', color: '#1B5E20' };
const picked = (questionId: string, optionId: string): OutcomeCondition => ({ type: 'question', questionId, optionId });

function group(id: string, outcomes: Outcome[], extra: Partial<OutcomeGroup> = {}): OutcomeGroup {
  return { id, name: `Group ${id}`, type: 'RISK', outcomes, riskLevels: [high, low], scales: [], ...extra };
}

const risk = (id: string, riskLevel: string, conditions: OutcomeCondition[]): Outcome => ({ id, type: 'RISK', riskLevel, conditions });
const number = (id: string, value: number, conditions: OutcomeCondition[] = []): Outcome => ({ id, type: 'NUMBER', value, conditions });

describe('evaluateOutcomes', () => {
  it('gives a risk outcome with its level and colour when its option is selected', () => {
    // Prepare
    const groups = [group('g1', [risk('o1', 'rl-high', [picked('q-spill', 'yes')]), risk('o2', 'rl-low', [picked('q-spill', 'no')])])];

    // Act
    const result = evaluateOutcomes(groups, answersOf({ selected: { 'q-spill': ['yes'] } }));

    // Assess
    expect(result).toEqual([{ id: 'g1', name: 'Group g1', type: 'RISK', outcomes: [{ id: 'o1', type: 'RISK', riskLevel: high }] }]);
  });

  it('gives nothing for a form with no answers', () => {
    const groups = [group('g1', [risk('o1', 'rl-high', [picked('q-spill', 'yes')])])];
    expect(evaluateOutcomes(groups, noAnswers)).toEqual([]);
  });

  it('holds an outcome without conditions always', () => {
    const groups = [group('g1', [{ id: 'o1', type: 'TEXT', text: 'Thanks', conditions: [] }], { type: 'TEXT' })];
    expect(evaluateOutcomes(groups, noAnswers)[0]!.outcomes).toEqual([{ id: 'o1', type: 'TEXT', text: 'Thanks' }]);
  });

  it('needs every condition of the list, and combines nested ones with AND and OR', () => {
    // Prepare
    const either: OutcomeCondition = { type: 'logic', logicOperator: 'OR', conditions: [picked('q1', 'a'), picked('q1', 'b')] };
    const both: OutcomeCondition = { type: 'logic', logicOperator: 'AND', conditions: [picked('q2', 'x'), either] };
    const groups = [group('g1', [risk('o-list', 'rl-high', [picked('q1', 'a'), picked('q2', 'x')]), risk('o-logic', 'rl-low', [both])])];
    const ids = (selected: Record<string, string[]>) => evaluateOutcomes(groups, answersOf({ selected })).flatMap((held) => held.outcomes.map((outcome) => outcome.id));

    // Act and assess
    expect(ids({ q1: ['a'], q2: ['x'] })).toEqual(['o-list', 'o-logic']);
    expect(ids({ q1: ['b'], q2: ['x'] })).toEqual(['o-logic']);
    expect(ids({ q1: ['b'] })).toEqual([]);
  });

  it('reads number conditions on other outcomes, of any group, by their values', () => {
    // Prepare
    const scores = group('g-score', [number('n1', 3, [picked('q1', 'a')]), number('n2', 4, [picked('q2', 'x')]), { id: 'sum', type: 'CALCULATED', calculation: 'SUM', conditions: [] }], { type: 'CALCULATED' });
    const flags = group('g-flag', [risk('r-high', 'rl-high', [{ type: 'number', outcomeId: 'sum', numberOperator: 'GREATER_THAN_OR_EQUAL', value: 7 }])]);

    // Act
    const both = evaluateOutcomes([flags, scores], answersOf({ selected: { q1: ['a'], q2: ['x'] } }));
    const one = evaluateOutcomes([flags, scores], answersOf({ selected: { q1: ['a'] } }));

    // Assess
    expect(both.map((held) => held.id)).toEqual(['g-flag', 'g-score']);
    expect(both[1]!.outcomes.find((outcome) => outcome.id === 'sum')!.value).toBe(7);
    expect(one.map((held) => held.id)).toEqual(['g-score']);
  });

  it('gives a calculated value its scale, and does not hold a calculation over nothing', () => {
    // Prepare
    const scales = [
      { level: 'Low', color: '#1B5E20', lowerBound: 0, upperBound: 4 },
      { level: 'High', color: '#B71C1C', lowerBound: 5, upperBound: 100 },
    ];
    const groups = [group('g1', [number('n1', 2, [picked('q1', 'a')]), number('n2', 6, [picked('q2', 'x')]), { id: 'avg', type: 'CALCULATED', calculation: 'AVERAGE', conditions: [] }], { type: 'CALCULATED', scales })];

    // Act
    const average = evaluateOutcomes(groups, answersOf({ selected: { q1: ['a'], q2: ['x'] } }))[0]!.outcomes.find((outcome) => outcome.id === 'avg');

    // Assess
    expect(average).toEqual({ id: 'avg', type: 'CALCULATED', calculation: 'AVERAGE', value: 4, scale: scales[0] });
    expect(evaluateOutcomes(groups, noAnswers)).toEqual([]);
  });

  it('never holds outcomes whose number conditions go round in a circle', () => {
    const groups = [
      group('g1', [
        number('a', 1, [{ type: 'number', outcomeId: 'b', numberOperator: 'EQUAL', value: 2 }]),
        number('b', 2, [{ type: 'number', outcomeId: 'a', numberOperator: 'EQUAL', value: 1 }]),
        number('c', 3, [{ type: 'number', outcomeId: 'c', numberOperator: 'EQUAL', value: 3 }]),
      ]),
    ];
    expect(evaluateOutcomes(groups, noAnswers)).toEqual([]);
  });

  it('leaves out a risk level its group does not have and a number condition on a missing outcome', () => {
    const groups = [group('g1', [risk('o1', 'rl-gone', []), risk('o2', 'rl-low', [{ type: 'number', outcomeId: 'gone', numberOperator: 'EQUAL', value: 0 }])])];
    expect(evaluateOutcomes(groups, noAnswers)[0]!.outcomes).toEqual([{ id: 'o1', type: 'RISK' }]);
  });

  it('sums exactly the number outcomes whose options are selected', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: -50, max: 50 }), fc.boolean()), { minLength: 1, maxLength: 12 }), (entries) => {
        // Prepare
        const numbers = entries.map(([value], index) => number(`n${index}`, value, [picked(`q${index}`, 'yes')]));
        const groups = [group('g', [...numbers, { id: 'total', type: 'CALCULATED', calculation: 'SUM', conditions: [] }], { type: 'CALCULATED' })];
        const selected = Object.fromEntries(entries.map(([, on], index) => [`q${index}`, on ? ['yes'] : []]));

        // Act
        const total = evaluateOutcomes(groups, answersOf({ selected }))[0]?.outcomes.find((outcome) => outcome.id === 'total');

        // Assess
        const chosen = entries.filter(([, on]) => on).map(([value]) => value);
        expect(total?.value).toBe(chosen.length ? chosen.reduce((sum, value) => sum + value, 0) : undefined);
      }),
    );
  });
});
