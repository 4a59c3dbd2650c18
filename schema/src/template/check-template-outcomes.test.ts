import { describe, expect, it } from 'vitest';
import type { Template } from './model';
import { indexTemplate } from './template-index';
import { templateOutcomeProblems } from './check-template-outcomes';

const templateWithOutcome = (outcomeGroupId: string) =>
  ({
    pages: [{ id: 'p1', name: 'One', permissions: [], children: [] }],
    summaryPages: [{ id: 's1', name: 'Results', permissions: [], children: [{ __typename: 'TemplateOutcome', id: 'to1', outcomeGroupId }] }],
  }) as unknown as Pick<Template, 'pages' | 'summaryPages'>;

describe('template outcome problems', () => {
  it('accepts a template outcome of an outcome group of the template', () => {
    expect(templateOutcomeProblems(indexTemplate(templateWithOutcome('og1')), new Set(['og1']))).toEqual([]);
  });

  it('names the summary page of a template outcome whose outcome group does not exist', () => {
    const problems = templateOutcomeProblems(indexTemplate(templateWithOutcome('og9')), new Set(['og1']));

    expect(problems.map(({ problem }) => [problem.code, problem.elementId])).toEqual([['TEMPLATE_OUTCOME_MISSING_GROUP', 'to1']]);
    expect(problems[0]?.problem.message).toBe(
      'Template outcome (to1) on summary page "Results" names outcome group og9, but this template has no such outcome group. Choose another outcome group or remove the template outcome.',
    );
  });
});
