import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormSummaryPagesDocument } from './form-summary-pages.generated';
import { FormOutcomeGroupNamesDocument } from './outcome-group-names.generated';
import { FormOutcomesDocument } from './outcomes-query.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { flagsMock, formMock, question, response } from '../../test/form-fixtures';
import { FormPage } from '../form-page';

const elements = [
  question('TextQuestion', 'q-room', 'Room number', { input: 'short' }),
  question('DateQuestion', 'q-date', 'Inspection date', { includeTime: false, validationRules: [] }),
  question('OptionQuestion', 'q-ppe', 'Protective equipment', {
    isMultiSelect: true,
    isDropdown: false,
    options: [
      { __typename: 'Option', id: 'o-gloves', label: 'Gloves' },
      { __typename: 'Option', id: 'o-goggles', label: 'Goggles' },
    ],
  }),
  question('ToggleQuestion', 'q-ok', 'Passed', { defaultValue: false }),
];

const answers = [
  response('TextResponse', 'q-room', 1, { text: 'B-204' }),
  response('DateResponse', 'q-date', 1, { selectedDate: '2026-03-07' }),
  response('OptionResponse', 'q-ppe', 1, { selectedOptionIds: ['o-goggles', 'o-gloves'] }),
];

function summaryMock(children: unknown[]) {
  return {
    request: { query: FormSummaryPagesDocument, variables: { id: 'f1' } },
    result: {
      data: {
        form: {
          __typename: 'Form',
          id: 'f1',
          template: { __typename: 'Template', id: 't1', summaryPages: [{ __typename: 'Page', id: 'sp1', name: 'At a glance', children }] },
        },
      },
    },
  };
}

function summaryOf(id: string, questionId: string) {
  return { __typename: 'QuestionSummary', id, questionId, questionGroupId: null };
}

async function renderForm(mocks: unknown[]) {
  renderScreen(<FormPage formId="f1" />, { pattern: '/form/:formId', path: '/form/f1', session: await signedInSession(), mocks: mocks as never });
}

describe('FormSummary', () => {
  it('shows each summarized question with its current answer in words after the pages', async () => {
    // Prepare
    const summaries = [summaryOf('s1', 'q-date'), summaryOf('s2', 'q-ppe'), summaryOf('s3', 'q-ok'), summaryOf('s4', 'q-room')];

    // Act
    await renderForm([flagsMock, formMock(elements, answers), summaryMock(summaries)]);

    // Assess
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByRole('heading', { name: 'At a glance' })).toBeInTheDocument();
    const terms = within(summary).getAllByRole('term').map((term) => term.textContent);
    const values = within(summary).getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Inspection date', 'Protective equipment', 'Passed', 'Room number']);
    expect(values).toEqual(['03/07/2026', 'Goggles, Gloves', 'Not answered', 'B-204']);
  });

  it('leaves out the summary of a question in a section hidden from the caller', async () => {
    // Prepare
    const reviewOnly = [{ __typename: 'SectionPermission', roleId: 'role-reviewer', canViewWhen: [{ __typename: 'StatusRef', id: 'submitted' }], canUpdateWhen: [] }];
    const review = { __typename: 'Section', id: 's-review', name: 'Review', description: null, dependsOn: null, permissions: reviewOnly, children: [elements[3]] };

    // Act
    await renderForm([flagsMock, formMock([elements[0], review], answers), summaryMock([summaryOf('s1', 'q-ok'), summaryOf('s2', 'q-room')])]);

    // Assess
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getAllByRole('term').map((term) => term.textContent)).toEqual(['Room number']);
  });

  it('shows no summary when the template has no summary pages', async () => {
    // Prepare
    const noSummaryPages = {
      request: { query: FormSummaryPagesDocument, variables: { id: 'f1' } },
      result: { data: { form: { __typename: 'Form', id: 'f1', template: { __typename: 'Template', id: 't1', summaryPages: [] } } } },
    };

    // Act
    await renderForm([flagsMock, formMock(elements, answers), noSummaryPages]);

    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: 'Lab Inspection' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();
  });

  it('shows each template outcome in place, with its result or that none holds yet, and no separate Outcomes section', async () => {
    // Prepare
    const highRisk = { __typename: 'FormOutcome', id: 'o-high', type: 'RISK', calculation: null, value: null, riskLevel: { __typename: 'RiskLevel', id: 'r-high', level: 'High', color: '#B71C1C' }, scale: null, prompt: null, text: null, courseId: null, link: null };
    const held = { __typename: 'FormOutcomeGroup', id: 'g-risk', name: 'Hood risk', outcomeType: 'RISK', source: 'FORM', sourceId: 'f1', outcomes: [highRisk] };
    const outcomes = { request: { query: FormOutcomesDocument, variables: { formId: 'f1' } }, result: { data: { formOutcomes: [held] } } };
    const names = {
      request: { query: FormOutcomeGroupNamesDocument, variables: { templateId: 't1' } },
      result: { data: { outcomeGroupsByTemplate: [{ __typename: 'OutcomeGroup', templateId: 't1', id: 'g-risk', name: 'Hood risk' }, { __typename: 'OutcomeGroup', templateId: 't1', id: 'g-training', name: 'Training needed' }] } },
    };
    const children = [summaryOf('s1', 'q-room'), { __typename: 'TemplateOutcome', id: 't-risk', outcomeGroupId: 'g-risk' }, { __typename: 'TemplateOutcome', id: 't-training', outcomeGroupId: 'g-training' }];

    // Act
    await renderForm([flagsMock, formMock(elements, answers), summaryMock(children), outcomes, names]);

    // Assess
    const summary = await screen.findByRole('region', { name: 'Summary' });
    await within(summary).findByText('Training needed');
    expect(within(summary).getAllByRole('term').map((term) => term.textContent)).toEqual(['Room number', 'Hood risk', 'Training needed']);
    expect(within(summary).getAllByRole('definition').map((value) => value.textContent)).toEqual(['B-204', 'High', 'No outcome yet']);
    expect(within(summary).getByText('High').closest('.MuiChip-root')).toHaveStyle({ backgroundColor: '#B71C1C' });
    expect(within(summary).queryByRole('region', { name: 'Outcomes' })).not.toBeInTheDocument();
  });
});
