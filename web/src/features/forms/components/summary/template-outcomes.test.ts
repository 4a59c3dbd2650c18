import { describe, expect, it } from 'vitest';
import { showsTemplateOutcomes, templateOutcomeName } from './template-outcomes';

describe('showsTemplateOutcomes', () => {
  it('is true only when a summary page holds a template outcome', () => {
    const questionsOnly = [{ children: [{ __typename: 'QuestionSummary' }] }];
    const withOutcome = [...questionsOnly, { children: [{ __typename: 'TemplateOutcome' }] }];

    expect(showsTemplateOutcomes([])).toBe(false);
    expect(showsTemplateOutcomes(questionsOnly)).toBe(false);
    expect(showsTemplateOutcomes(withOutcome)).toBe(true);
  });
});

describe('templateOutcomeName', () => {
  it("names the group from the form's outcomes, then from the template's groups, then generically", () => {
    const names = new Map([['g1', 'Hood risk (template)']]);

    expect(templateOutcomeName('g1', { name: 'Hood risk' }, names)).toBe('Hood risk');
    expect(templateOutcomeName('g1', undefined, names)).toBe('Hood risk (template)');
    expect(templateOutcomeName('g2', undefined, names)).toBe('Outcome');
  });
});
