import { describe, expect, it } from 'vitest';
import { outcomeProblems, type CheckableOutcomeGroup } from './check-outcomes';
import type { OutcomeCondition } from './outcome-model';
import { indexTemplate } from './template-index';
import { choice, page, template, text } from './template-fixtures';
import { lookupsFromMap } from './check-subforms';
import { templateProblems } from './validate-template';

const pets = template([page('p1', 'General', [choice('pets', 'Pets?', ['yes', 'no']), text('name', 'Name')])]);

function group(name: string, outcomes: Array<{ id: string; conditions: OutcomeCondition[] }>): CheckableOutcomeGroup {
  return { id: `group-${name}`, name, outcomes };
}

const question = (questionId: string, optionId: string): OutcomeCondition => ({ type: 'question', questionId, optionId });
const number = (outcomeId: string): OutcomeCondition => ({ type: 'number', outcomeId, numberOperator: 'GREATER_THAN', value: 2 });

describe('outcomeProblems', () => {
  it('accepts conditions on existing options and outcomes, in any group and at any depth', () => {
    const groups = [
      group('Score', [{ id: 'score', conditions: [question('pets', 'yes')] }]),
      group('Risk', [{ id: 'high', conditions: [{ type: 'logic', logicOperator: 'OR', conditions: [number('score'), question('pets', 'no')] }] }]),
    ];

    expect(outcomeProblems(indexTemplate(pets), groups)).toEqual([]);
  });

  it('names the outcome holding a condition on a missing question, option or outcome, nested ones included', () => {
    const groups = [
      group('Risk', [
        { id: 'high', conditions: [question('gone', 'yes'), question('pets', 'maybe')] },
        { id: 'low', conditions: [{ type: 'logic', logicOperator: 'AND', conditions: [number('nothing')] }] },
      ]),
    ];

    expect(outcomeProblems(indexTemplate(pets), groups).map(({ problem }) => problem)).toEqual([
      {
        code: 'OUTCOME_MISSING_QUESTION',
        elementId: 'high',
        message: 'Outcome high of outcome group "Risk" has a condition on question gone, but this template has no question with that id. Remove the condition or choose another question.',
      },
      {
        code: 'OUTCOME_MISSING_OPTION',
        elementId: 'high',
        optionId: 'maybe',
        message: 'Outcome high of outcome group "Risk" has a condition on option maybe of question "Pets?" (pets), which has no such option. Choose one of its options.',
      },
      {
        code: 'OUTCOME_MISSING_OUTCOME',
        elementId: 'low',
        message: 'Outcome low of outcome group "Risk" has a condition on outcome nothing, but this template has no outcome with that id. Remove the condition or choose another outcome.',
      },
    ]);
  });

  it('treats a page or a question without options as having none of the options named', () => {
    const groups = [group('Risk', [{ id: 'high', conditions: [question('p1', 'yes'), question('name', 'yes')] }])];

    expect(outcomeProblems(indexTemplate(pets), groups).map(({ problem }) => problem.code)).toEqual(['OUTCOME_MISSING_QUESTION', 'OUTCOME_MISSING_OPTION']);
  });

  it('lists outcome problems after the template\'s own when a draft is validated', () => {
    const broken = template([page('p1', 'General', [text('t', 'T', { dependsOn: { logic: 'AND', conditions: [{ questionId: 'x', optionId: 'y' }] } })])]);

    const codes = templateProblems(broken, lookupsFromMap(new Map()), [group('Risk', [{ id: 'high', conditions: [question('x', 'y')] }])]).map(
      (problem) => problem.code,
    );

    expect(codes).toEqual(['CONDITION_MISSING_QUESTION', 'OUTCOME_MISSING_QUESTION']);
  });
});
