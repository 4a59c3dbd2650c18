import { describe, expect, it } from 'vitest';
import { contentOf, draftProblems, emptyDraft, limitProblem } from './metric-draft';

describe('metric drafts', () => {
  it('sends only the fields a type uses: an ANSWER metric its template and question, no outcome group or window', () => {
    // Act
    const content = contentOf({ ...emptyDraft, title: 'Hood answers', type: 'ANSWER', templateGroupId: 'g-1', question: 'q-1', outcomeGroupId: 'o-1', window: 'MONTH' });

    // Assess
    expect(content).toMatchObject({ scope: 'TEMPLATE_GROUP', templateGroupId: 'g-1', question: 'q-1', aggregate: { function: 'COUNT', key: null, window: null } });
  });

  it('drops the template of a program-wide metric and counts days in status as an average', () => {
    // Act
    const content = contentOf({ ...emptyDraft, title: 'Days', type: 'DAYS_IN_STATUS', scope: 'PROGRAM', templateGroupId: 'g-1' });

    // Assess
    expect(content).toMatchObject({ scope: 'PROGRAM', templateGroupId: null, aggregate: { function: 'AVERAGE' } });
  });

  it('names each problem by its field, in the words the API would answer with', () => {
    // Act
    const problems = draftProblems({ ...emptyDraft, title: '  ', type: 'OUTCOME', limit: '1.5' });

    // Assess
    expect(problems.title).toBe('Name the metric');
    expect(problems.limit).toBe(limitProblem);
  });

  it('asks for the template, question and outcome group a type needs', () => {
    // Act
    const answer = draftProblems({ ...emptyDraft, title: 'A', type: 'ANSWER' });
    const outcome = draftProblems({ ...emptyDraft, title: 'O', type: 'OUTCOME', templateGroupId: 'g-1' });

    // Assess
    expect(answer).toEqual({ templateGroupId: 'Choose the template whose forms the metric counts', question: 'Choose the question to count' });
    expect(outcome).toEqual({ outcomeGroupId: 'Choose the outcome group to count' });
  });

  it('accepts a complete draft', () => {
    expect(draftProblems({ ...emptyDraft, title: 'Open forms', limit: '10', filters: [{ key: 'label', operator: 'IN', value: 'Draft,Submitted' }] })).toEqual({});
  });
});
