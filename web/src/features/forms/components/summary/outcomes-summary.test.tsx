import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdateOptionResponseDocument } from '../../api/update-option-response.generated';
import { FormSummaryPagesDocument } from './form-summary-pages.generated';
import { FormOutcomesDocument } from './outcomes-query.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { flagsMock, formMock, question, response, savedForm } from '../../test/form-fixtures';
import { FormPage } from '../form-page';

const sash = question('OptionQuestion', 'q-sash', 'Sash height', {
  isMultiSelect: false,
  isDropdown: false,
  options: [
    { __typename: 'Option', id: 'low', label: 'Below the mark' },
    { __typename: 'Option', id: 'high', label: 'Above the mark' },
  ],
});

const noSummaryPages = {
  request: { query: FormSummaryPagesDocument, variables: { id: 'f1' } },
  result: { data: { form: { __typename: 'Form', id: 'f1', template: { __typename: 'Template', id: 't1', summaryPages: [] } } } },
  maxUsageCount: 5,
};

const highRisk = {
  __typename: 'FormOutcome',
  id: 'hood-high',
  type: 'RISK',
  calculation: null,
  value: null,
  riskLevel: { __typename: 'RiskLevel', id: 'risk-high', level: 'High', color: '#B71C1C' },
  scale: null,
  prompt: null,
  text: null,
  courseId: null,
  link: null,
};

function outcomesResult(outcomes: unknown[]) {
  const groups = outcomes.length ? [{ __typename: 'FormOutcomeGroup', id: 'g1', name: 'Hood risk', outcomeType: 'RISK', source: 'FORM', sourceId: 'f1', outcomes }] : [];
  return { data: { formOutcomes: groups } };
}

async function renderForm(mocks: unknown[]) {
  renderScreen(<FormPage formId="f1" />, { pattern: '/form/:formId', path: '/form/f1', session: await signedInSession(), mocks: mocks as never });
}

describe('OutcomesSummary', () => {
  it('shows each group with its outcomes that hold, a risk level as a chip in its colour with readable text', async () => {
    // Prepare
    const outcomes = { request: { query: FormOutcomesDocument, variables: { formId: 'f1' } }, result: outcomesResult([highRisk]) };

    // Act
    await renderForm([flagsMock, formMock([sash], [response('OptionResponse', 'q-sash', 1, { selectedOptionIds: ['high'] })]), noSummaryPages, outcomes]);

    // Assess
    const summary = await screen.findByRole('region', { name: 'Summary' });
    const section = within(summary).getByRole('region', { name: 'Outcomes' });
    expect(within(section).getByRole('term')).toHaveTextContent('Hood risk');
    const chip = within(within(section).getByRole('definition')).getByText('High');
    expect(chip.closest('.MuiChip-root')).toHaveStyle({ backgroundColor: '#B71C1C', color: '#FFFFFF' });
  });

  it('fetches the outcomes again once a changed answer has settled', async () => {
    // Prepare
    const first = vi.fn(() => outcomesResult([]));
    const second = vi.fn(() => outcomesResult([highRisk]));
    const saved = {
      request: { query: UpdateOptionResponseDocument, variables: { input: { formId: 'f1', location: null, questionId: 'q-sash', expectedVersion: 0, selectedOptionIds: ['high'] } } },
      result: { data: { updateOptionResponse: savedForm('SavedForm', [response('OptionResponse', 'q-sash', 1, { selectedOptionIds: ['high'] })]) } },
    };
    const outcomeMocks = [first, second].map((result) => ({ request: { query: FormOutcomesDocument, variables: { formId: 'f1' } }, result }));
    await renderForm([flagsMock, formMock([sash], []), noSummaryPages, ...outcomeMocks, saved]);
    const user = userEvent.setup();
    await screen.findByRole('radiogroup');
    await waitFor(() => expect(first).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();

    // Act
    await user.click(screen.getByRole('radio', { name: 'Above the mark' }));

    // Assess
    const section = await screen.findByRole('region', { name: 'Outcomes' });
    expect(second).toHaveBeenCalledTimes(1);
    expect(within(section).getByText('High')).toBeInTheDocument();
  });
});
