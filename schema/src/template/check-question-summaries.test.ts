import { describe, expect, it } from 'vitest';
import type { Template } from './model';
import { indexTemplate } from './template-index';
import { questionSummaryProblems } from './check-question-summaries';

const templateWithSummary = (questionId: string, questionGroupId: string | null = null) =>
  ({
    pages: [{ id: 'p1', name: 'One', permissions: [], children: [{ __typename: 'TextQuestion', id: 'q1', title: 'Name', required: false, disabled: false, businessKeys: [] }] }],
    summaryPages: [{ id: 's1', name: 'Summary', permissions: [], children: [{ __typename: 'QuestionSummary', id: 'qs1', questionId, questionGroupId }] }],
  }) as unknown as Pick<Template, 'pages' | 'summaryPages'>;

describe('question summary problems', () => {
  it('accepts a summary of an existing question', () => {
    expect(questionSummaryProblems(indexTemplate(templateWithSummary('q1')))).toEqual([]);
  });

  it('names a summary of a missing question or question group', () => {
    const missingQuestion = questionSummaryProblems(indexTemplate(templateWithSummary('q9')));
    const missingGroup = questionSummaryProblems(indexTemplate(templateWithSummary('q1', 'rs9')));

    expect(missingQuestion.map(({ problem }) => [problem.code, problem.elementId])).toEqual([['QUESTION_SUMMARY_MISSING_QUESTION', 'qs1']]);
    expect(missingGroup[0]?.problem.message).toContain('no such question group');
  });
});
