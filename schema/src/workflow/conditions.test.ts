import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answersOf } from '../template/answers';
import { answerConditionHolds, numberOfResponse, workflowAnswersFromResponses, type WorkflowAnswers } from './conditions';
import type { AnswerCondition } from './model';

const answers = (selected: Record<string, string[]> = {}, numbers: Record<string, number> = {}): WorkflowAnswers => ({
  options: answersOf({ selected }),
  numbers: new Map(Object.entries(numbers)),
});
const temperature = (numberOperator: Extract<AnswerCondition, { type: 'number' }>['numberOperator'], value: number): AnswerCondition => ({
  type: 'number',
  questionId: 'temp',
  numberOperator,
  value,
});

describe('answerConditionHolds', () => {
  it('holds a question condition when its option is selected', () => {
    const condition: AnswerCondition = { type: 'question', questionId: 'risk', optionId: 'high' };

    expect(answerConditionHolds(condition, answers({ risk: ['high'] }))).toBe(true);
    expect(answerConditionHolds(condition, answers({ risk: ['low'] }))).toBe(false);
    expect(answerConditionHolds(condition, answers())).toBe(false);
  });

  it('compares numbers with each operator', () => {
    const at20 = answers({}, { temp: 20 });

    expect(['eq', 'gte', 'lte'].map((op) => answerConditionHolds(temperature(op as never, 20), at20))).toEqual([true, true, true]);
    expect(['ne', 'gt', 'lt'].map((op) => answerConditionHolds(temperature(op as never, 20), at20))).toEqual([false, false, false]);
    expect(answerConditionHolds(temperature('gt', 19.5), at20)).toBe(true);
    expect(answerConditionHolds(temperature('lt', 19.5), at20)).toBe(false);
  });

  it('never holds a number condition on a question without a number, not even "not equal"', () => {
    expect(answerConditionHolds(temperature('ne', 20), answers())).toBe(false);
  });

  it('nests AND and OR groups: an empty AND holds, an empty OR does not', () => {
    const hot = temperature('gt', 30);
    const high: AnswerCondition = { type: 'question', questionId: 'risk', optionId: 'high' };
    const either: AnswerCondition = { type: 'logic', logicOperator: 'OR', conditions: [hot, high] };
    const both: AnswerCondition = { type: 'logic', logicOperator: 'AND', conditions: [hot, either] };

    expect(answerConditionHolds(either, answers({ risk: ['high'] }, { temp: 10 }))).toBe(true);
    expect(answerConditionHolds(both, answers({ risk: ['high'] }, { temp: 10 }))).toBe(false);
    expect(answerConditionHolds(both, answers({}, { temp: 31 }))).toBe(true);
    expect(answerConditionHolds({ type: 'logic', logicOperator: 'AND', conditions: [] }, answers())).toBe(true);
    expect(answerConditionHolds({ type: 'logic', logicOperator: 'OR', conditions: [] }, answers())).toBe(false);
  });

  it('holds exactly one of "greater than" and "at most" for any number and bound', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.double({ noNaN: true, noDefaultInfinity: true }), (value, bound) => {
        const given = answers({}, { temp: value });
        return answerConditionHolds(temperature('gt', bound), given) !== answerConditionHolds(temperature('lte', bound), given);
      }),
    );
  });
});

describe('numbers from responses', () => {
  it('reads measurements, the first multi-unit value and plain decimal text', () => {
    expect(numberOfResponse({ questionId: 'a', value: 4.5 })).toBe(4.5);
    expect(numberOfResponse({ questionId: 'a', values: [{ unit: 'cm', value: 12 }, { unit: 'in', value: 4.7 }] })).toBe(12);
    expect(numberOfResponse({ questionId: 'a', text: ' -3.25 ' })).toBe(-3.25);
    expect(numberOfResponse({ questionId: 'a', text: '.5' })).toBe(0.5);
  });

  it('reads no number from text with units, separators or exponents, or from other kinds', () => {
    for (const text of ['12 cm', '1,200', '1e3', '', 'twelve', '0x10']) expect(numberOfResponse({ questionId: 'a', text })).toBeUndefined();
    expect(numberOfResponse({ questionId: 'a', value: null })).toBeUndefined();
    expect(numberOfResponse({ questionId: 'a', selectedOptionIds: ['x'] })).toBeUndefined();
  });

  it('builds the answers of the top level of a form, ignoring table rows', () => {
    const read = workflowAnswersFromResponses([
      { questionId: 'risk', selectedOptionIds: ['high'] },
      { questionId: 'temp', value: 21 },
      { questionId: 'temp-row', value: 99, location: { parentId: 'table', rowId: 'r1' } },
    ]);

    expect(answerConditionHolds({ type: 'question', questionId: 'risk', optionId: 'high' }, read)).toBe(true);
    expect([...read.numbers]).toEqual([['temp', 21]]);
  });
});
