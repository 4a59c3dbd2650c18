import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { QuestionDistribution } from './question-distribution';

const question = (fields: Record<string, unknown>) => ({
  __typename: 'DeepDiveQuestion' as const,
  questionId: 'q-1',
  title: 'Hood works?',
  options: [
    { __typename: 'DeepDiveOption' as const, optionId: 'yes', label: 'Yes', count: 60_000 },
    { __typename: 'DeepDiveOption' as const, optionId: 'no', label: 'No', count: 30_000 },
  ],
  unanswered: 10_000,
  hidden: null,
  counting: 'ALL_FORMS' as const,
  forms: 100_000,
  ...fields,
});

async function renderQuestion(fields: Record<string, unknown>, sampled = false) {
  renderScreen(<QuestionDistribution programId="p-1" templateGroupId="g-1" question={question(fields)} sampled={sampled} />, {
    pattern: '/program/:programId/deep-dive',
    path: '/program/p-1/deep-dive',
    session: await signedInSession(),
  });
}

describe('QuestionDistribution', () => {
  it('says a question counted from the aggregate covers every form, with each bar’s share of them', async () => {
    // Act
    await renderQuestion({});

    // Assess
    expect(screen.getByText('All 100,000 forms, each as answered when it was last submitted or moved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^60,000 forms answered Yes \(60%\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^10,000 forms answered No answer \(10%\)/ })).toBeInTheDocument();
  });

  it('leaves out the No answer bar of a multiple choice counted from the aggregate', async () => {
    // Act
    await renderQuestion({ unanswered: null });

    // Assess
    expect(screen.queryByRole('button', { name: /No answer/ })).not.toBeInTheDocument();
  });

  it('says a sampled question covers the newest forms only', async () => {
    // Act
    await renderQuestion({ counting: 'NEWEST_FORMS', forms: 5_000, hidden: 200 }, true);

    // Assess
    expect(screen.getByText(/^Based on the newest 5,000 forms\. Hidden by its conditions in 200 of them\./)).toBeInTheDocument();
  });
});
