import { describe, expect, it } from 'vitest';
import { conditionProblems } from './check-conditions';
import { indexTemplate } from './template-index';
import { choice, page, section, template, text, when } from './template-fixtures';

describe('conditionProblems', () => {
  it('accepts conditions on existing options of option questions, wherever they are', () => {
    const index = indexTemplate(template([page('p1', 'A', [text('t', 'T', { dependsOn: when('later', 'x') }), choice('later', 'Later', ['x'])])]));

    expect(conditionProblems(index)).toEqual([]);
  });

  it('reports missing questions, non-option questions and missing options, on the element holding the condition', () => {
    const index = indexTemplate(
      template([
        page('p1', 'General', [
          choice('pets', 'Pets?', ['yes']),
          text('name', 'Name'),
          section('s1', 'Pet', [], when('gone', 'yes')),
          text('t1', 'Why', { dependsOn: when('name', 'yes', 'pets', 'maybe') }),
        ]),
      ]),
    );

    expect(conditionProblems(index)).toEqual([
      {
        at: 3,
        problem: {
          code: 'CONDITION_MISSING_QUESTION',
          elementId: 's1',
          message: 'Section "Pet" (s1) has a condition on question gone, but this template has no question with that id. Remove the condition or choose another question.',
        },
      },
      {
        at: 4,
        problem: {
          code: 'CONDITION_NOT_OPTION_QUESTION',
          elementId: 't1',
          message: 'Question "Why" (t1) has a condition on question "Name" (name), which is not an option question: conditions can only name the options of an option question.',
        },
      },
      {
        at: 4,
        problem: {
          code: 'CONDITION_MISSING_OPTION',
          elementId: 't1',
          message: 'Question "Why" (t1) has a condition on option maybe of question "Pets?" (pets), which has no such option. Choose one of its options.',
        },
      },
    ]);
  });

  it('treats a condition naming a page or section as naming no option question', () => {
    const index = indexTemplate(template([page('p1', 'General', [text('t', 'T', { dependsOn: when('p1', 'x') })])]));

    expect(conditionProblems(index)[0]?.problem.code).toBe('CONDITION_NOT_OPTION_QUESTION');
  });
});
