import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { AddTableRowDocument } from '../api/add-table-row.generated';
import { RemoveOptionResponseDocument } from '../api/remove-option-response.generated';
import { UpdateDateResponseDocument } from '../api/update-date-response.generated';
import { UpdateOptionResponseDocument } from '../api/update-option-response.generated';
import { UpdateTextResponseDocument } from '../api/update-text-response.generated';
import { UpdateToggleResponseDocument } from '../api/update-toggle-response.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { flagsMock, formMock, question, response, savedForm } from '../test/form-fixtures';
import { FormPage } from './form-page';
import { appSyncError } from '@/test/appsync-error';

const dateQuestion = question('DateQuestion', 'q-date', 'Inspection date', { includeTime: false, validationRules: [] });
const hazards = question('OptionQuestion', 'q-hazard', 'Hazards present?', {
  isMultiSelect: false,
  isDropdown: false,
  options: [
    { __typename: 'Option', id: 'o-yes', label: 'Yes' },
    { __typename: 'Option', id: 'o-no', label: 'No' },
  ],
});
const details = question('TextQuestion', 'q-detail', 'Describe the hazard', {
  input: 'short',
  dependsOn: { __typename: 'DependsOn', logic: 'AND', conditions: [{ __typename: 'DependsOnCondition', questionId: 'q-hazard', optionId: 'o-yes' }] },
});
const ppe = question('ToggleQuestion', 'q-ppe', 'Protective equipment worn', { defaultValue: false });
const chemicals = question('TableQuestion', 't-chem', 'Chemicals', {
  questions: [question('TextQuestion', 'c-name', 'Chemical name', { input: 'short' })],
});

function mutationMock(query: unknown, input: Record<string, unknown>, field: string, responses: unknown[]) {
  return { request: { query, variables: { input: { formId: 'f1', location: null, ...input } } }, result: { data: { [field]: savedForm('SavedForm', responses) } } };
}

// The date pickers are a lazy chunk (fields/date-input.tsx); loaded here once, so a test's first date question
// does not wait on the test runner transforming MUI X's modules.
beforeAll(async () => {
  await import('./fields/date-input-picker');
}, 60_000);

async function renderForm(mocks: unknown[]) {
  return renderScreen(<FormPage formId="f1" />, { pattern: '/form/:formId', path: '/form/f1', session: await signedInSession(), mocks: mocks as never });
}

describe('FormPage answers', () => {
  it('saves a picked date as yyyy-MM-dd at once', async () => {
    // Prepare
    const saved = mutationMock(UpdateDateResponseDocument, { questionId: 'q-date', expectedVersion: 0, selectedDate: '2026-03-14' }, 'updateDateResponse', [
      response('DateResponse', 'q-date', 1, { selectedDate: '2026-03-14' }),
    ]);
    await renderForm([flagsMock, formMock([dateQuestion], []), saved]);
    const field = await screen.findByRole('group', { name: 'Inspection date' });
    const user = userEvent.setup();

    // Act
    await user.click(await within(field).findByRole('spinbutton', { name: 'Month' }));
    await user.keyboard('03142026');

    // Assess
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('shows a date the server refuses for its rule as not saved, with the rule’s message', async () => {
    // Prepare
    const pastOnly = { __typename: 'ValidationRule', id: 'r-past', field: 'date', operator: 'lessThanOrEqual', unit: 'days', value: 0, relativeTo: 'currentDate' };
    const visit = question('DateQuestion', 'q-date', 'Inspection date', { includeTime: false, validationRules: [pastOnly] });
    const nextYear = new Date().getFullYear() + 1;
    const refused = {
      request: { query: UpdateDateResponseDocument, variables: { input: { formId: 'f1', location: null, questionId: 'q-date', expectedVersion: 0, selectedDate: `${nextYear}-06-15` } } },
      result: { errors: [appSyncError('Must be on or before today.', 'BAD_USER_INPUT', { field: 'q-date' })] },
    };
    await renderForm([flagsMock, formMock([visit], []), refused]);
    const field = await screen.findByRole('group', { name: 'Inspection date' });
    const user = userEvent.setup();

    // Act
    await user.click(await within(field).findByRole('spinbutton', { name: 'Month' }));
    await user.keyboard(`0615${nextYear}`);

    // Assess
    expect(await screen.findByText('Not saved.')).toBeInTheDocument();
    expect(screen.getByText('Must be on or before today')).toBeInTheDocument();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('saves a picked option at once and shows the question that depends on it', async () => {
    // Prepare
    const saved = mutationMock(UpdateOptionResponseDocument, { questionId: 'q-hazard', expectedVersion: 0, selectedOptionIds: ['o-yes'] }, 'updateOptionResponse', [
      response('OptionResponse', 'q-hazard', 1, { selectedOptionIds: ['o-yes'] }),
    ]);
    await renderForm([flagsMock, formMock([hazards, details], []), saved]);
    const user = userEvent.setup();
    await screen.findByRole('radiogroup');
    expect(screen.queryByRole('textbox', { name: 'Describe the hazard' })).not.toBeInTheDocument();

    // Act
    await user.click(screen.getByRole('radio', { name: 'Yes' }));

    // Assess
    expect(await screen.findByRole('textbox', { name: 'Describe the hazard' })).toBeInTheDocument();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('clears a single choice with removeOptionResponse and hides what depended on it', async () => {
    // Prepare
    const cleared = mutationMock(RemoveOptionResponseDocument, { questionId: 'q-hazard', expectedVersion: 1 }, 'removeOptionResponse', [
      response('OptionResponse', 'q-hazard', 2, { selectedOptionIds: [] }),
    ]);
    await renderForm([flagsMock, formMock([hazards, details], [response('OptionResponse', 'q-hazard', 1, { selectedOptionIds: ['o-yes'] })]), cleared]);
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: 'Yes' })).toBeChecked();

    // Act
    await user.click(screen.getByRole('button', { name: 'Clear Hazards present?' }));

    // Assess
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Describe the hazard' })).not.toBeInTheDocument();
  });

  it('adds a table row, focuses its first cell and answers the cell at the row', async () => {
    // Prepare
    const added: string[] = [];
    const addRow = {
      request: {
        query: AddTableRowDocument,
        variables: ({ input }: { input: { formId: string; questionId: string; location: unknown; rowId: string } }) =>
          input.formId === 'f1' && input.questionId === 't-chem' && input.location === null && added.push(input.rowId) > 0,
      },
      result: ({ input }: { input: { rowId: string } }) => ({
        data: { addTableRow: savedForm('SavedForm', [response('TableResponse', 't-chem', 1, { rowIds: [input.rowId] })]) },
      }),
    };
    const answerCell = {
      request: {
        query: UpdateTextResponseDocument,
        variables: ({ input }: { input: { questionId: string; text: string; location: { parentId: string; rowId: string } } }) =>
          input.questionId === 'c-name' && input.text === 'Acetone' && input.location.parentId === 't-chem' && input.location.rowId === added[0],
      },
      result: () => ({
        data: { updateTextResponse: savedForm('SavedForm', [response('TextResponse', 'c-name', 1, { text: 'Acetone' }, { parentId: 't-chem', rowId: added[0] ?? '' })]) },
      }),
    };
    await renderForm([flagsMock, formMock([chemicals], []), addRow, answerCell]);
    const user = userEvent.setup();

    // Act
    await user.click(await screen.findByRole('button', { name: 'Add row' }));
    const cell = await screen.findByRole('textbox', { name: 'Chemical name, row 1' });
    // The row's first cell takes the focus in an effect after it appears; on busy cores that is a moment later.
    await waitFor(() => expect(cell).toHaveFocus());
    await user.type(cell, 'Acetone');
    await user.tab();

    // Assess
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(added).toHaveLength(1);
  });

  it('shows the newer toggle value and says so when the save conflicts', async () => {
    // Prepare
    const conflict = {
      request: { query: UpdateToggleResponseDocument, variables: { input: { formId: 'f1', questionId: 'q-ppe', location: null, expectedVersion: 1, defaultValue: false } } },
      result: {
        errors: [appSyncError('This answer was changed elsewhere.', 'CONFLICT', { current: response('ToggleResponse', 'q-ppe', 2, { defaultValue: true }) })],
      },
    };
    // No second read of the form: the refusal carries the server's answer.
    await renderForm([flagsMock, formMock([ppe], [response('ToggleResponse', 'q-ppe', 1, { defaultValue: true })]), conflict]);
    const toggle = await screen.findByRole('switch', { name: 'Protective equipment worn' });
    const user = userEvent.setup();
    expect(toggle).toBeChecked();

    // Act
    await user.click(toggle);

    // Assess
    expect(await screen.findByText('This answer was changed elsewhere. The newer answer is shown.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('keeps a picked option and sends it again when the network fails', async () => {
    // Prepare
    const input = { questionId: 'q-hazard', expectedVersion: 0, selectedOptionIds: ['o-no'] };
    const offline = { request: { query: UpdateOptionResponseDocument, variables: { input: { formId: 'f1', location: null, ...input } } }, error: new TypeError('Failed to fetch') };
    const online = mutationMock(UpdateOptionResponseDocument, input, 'updateOptionResponse', [response('OptionResponse', 'q-hazard', 1, { selectedOptionIds: ['o-no'] })]);
    await renderForm([flagsMock, formMock([hazards], []), offline, online]);
    const user = userEvent.setup();

    // Act
    await user.click(await screen.findByRole('radio', { name: 'No' }));

    // Assess
    expect(await screen.findByText(/Not saved: connection lost/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
