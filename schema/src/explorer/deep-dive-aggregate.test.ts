import { describe, expect, it } from 'vitest';
import { choice, page, template } from '../template/template-fixtures';
import { aggregatedDistributions, mergeDistributions } from './deep-dive-aggregate';
import type { QuestionDistribution } from './deep-dive';

const inspection = template([page('p1', 'Inspection', [choice('hood', 'Hood works?', ['yes', 'no']), choice('kit', 'Kit present', ['eyewash', 'shower'], { multi: true })])]);
const counts = new Map([
  ['hood', new Map([['yes', 70_000], ['no', 20_000]])],
  ['kit', new Map([['eyewash', 50_000], ['shower', 60_000]])],
  ['gone', new Map([['x', 5]])],
]);

describe('aggregatedDistributions', () => {
  it('counts every form from the aggregate: a single choice’s forms without an option are unanswered, a multiple choice cannot tell', () => {
    // Act
    const [hood, kit] = aggregatedDistributions(inspection, counts, 100_000);

    // Assess
    expect(hood).toEqual({
      questionId: 'hood',
      title: 'Hood works?',
      options: [{ optionId: 'yes', label: 'YES', count: 70_000 }, { optionId: 'no', label: 'NO', count: 20_000 }],
      unanswered: 10_000,
      hidden: null,
      counting: 'ALL_FORMS',
      forms: 100_000,
    });
    expect(kit).toMatchObject({ options: [{ count: 50_000 }, { count: 60_000 }], unanswered: null, counting: 'ALL_FORMS' });
  });

  it('counts zero for an option no form chose and for a question the aggregate has not seen', () => {
    // Act
    const [hood] = aggregatedDistributions(inspection, new Map(), 3);

    // Assess
    expect(hood).toMatchObject({ options: [{ count: 0 }, { count: 0 }], unanswered: 3 });
  });
});

describe('mergeDistributions', () => {
  it('takes each question from the aggregate where it has one and keeps the sampled ones elsewhere, in order', () => {
    // Prepare
    const sampled = (questionId: string): QuestionDistribution => ({ questionId, title: questionId, options: [], unanswered: 1, hidden: 0, counting: 'NEWEST_FORMS', forms: 5_000 });
    const exact = aggregatedDistributions(inspection, counts, 100_000);

    // Act
    const merged = mergeDistributions([sampled('hood'), sampled('notes')], exact);

    // Assess
    expect(merged.map((distribution) => [distribution.questionId, distribution.counting])).toEqual([
      ['hood', 'ALL_FORMS'],
      ['notes', 'NEWEST_FORMS'],
      ['kit', 'ALL_FORMS'],
    ]);
  });
});
