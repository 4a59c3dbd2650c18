import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answersOf, noAnswers } from './answers';
import { conditionHolds, hasConditions } from './conditions';
import { when, whenAny } from './template-fixtures';

describe('conditionHolds', () => {
  const answers = answersOf({ selected: { pets: ['cat', 'dog'], home: ['flat'] } });

  it('holds without a dependsOn or with no conditions', () => {
    expect(conditionHolds(null, noAnswers)).toBe(true);
    expect(conditionHolds(undefined, noAnswers)).toBe(true);
    expect(conditionHolds({ logic: 'AND', conditions: [] }, noAnswers)).toBe(true);
    expect(conditionHolds({ logic: 'OR', conditions: [] }, noAnswers)).toBe(true);
  });

  it('needs every option selected for AND', () => {
    expect(conditionHolds(when('pets', 'cat', 'home', 'flat'), answers)).toBe(true);
    expect(conditionHolds(when('pets', 'cat', 'home', 'house'), answers)).toBe(false);
  });

  it('needs one option selected for OR', () => {
    expect(conditionHolds(whenAny('pets', 'fish', 'home', 'flat'), answers)).toBe(true);
    expect(conditionHolds(whenAny('pets', 'fish', 'home', 'house'), answers)).toBe(false);
  });

  it('does not count the answers of a question its caller says do not count', () => {
    const countsOnlyHome = (questionId: string) => questionId === 'home';

    expect(conditionHolds(when('pets', 'cat'), answers, countsOnlyHome)).toBe(false);
    expect(conditionHolds(whenAny('pets', 'cat', 'home', 'flat'), answers, countsOnlyHome)).toBe(true);
  });

  it('agrees with every and some over the conditions met, for any answers', () => {
    const pair = fc.record({ questionId: fc.constantFrom('a', 'b', 'c'), optionId: fc.constantFrom('x', 'y') });
    const selection = fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.subarray(['x', 'y']));
    fc.assert(
      fc.property(fc.array(pair, { minLength: 1, maxLength: 5 }), selection, (conditions, selected) => {
        const given = answersOf({ selected });
        const met = conditions.map((condition) => (selected[condition.questionId] ?? []).includes(condition.optionId));

        expect(conditionHolds({ logic: 'AND', conditions }, given)).toBe(met.every(Boolean));
        expect(conditionHolds({ logic: 'OR', conditions }, given)).toBe(met.some(Boolean));
      }),
    );
  });
});

describe('hasConditions', () => {
  it('treats an empty condition list like no dependsOn', () => {
    expect(hasConditions(null)).toBe(false);
    expect(hasConditions({ logic: 'AND', conditions: [] })).toBe(false);
    expect(hasConditions(when('a', 'x'))).toBe(true);
  });
});
