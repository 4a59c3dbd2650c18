import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UpdateTextResponseDocument } from '../../api/update-text-response.generated';
import { RunFormActionDocument } from '../actions/form-actions.generated';
import { appSyncError } from '@/test/appsync-error';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { actionsMock, flagsMock, formMock, question, response, savedForm } from '../../test/form-fixtures';
import { FormPage } from '../form-page';

const toast = { __typename: 'FormActionToast', successMessage: 'Submitted.', errorMessage: 'Could not do it.' };
const submit = { __typename: 'FormAction', id: 'submit', label: 'Submit', primary: true, validation: true, modal: null, toast };
const room = question('TextQuestion', 'q-room', 'Room number', { input: 'short', required: true });
const refusedForAnswers = {
  request: { query: RunFormActionDocument, variables: { input: { formId: 'f1', actionId: 'submit', expectedStatus: 'draft' } } },
  result: {
    errors: [
      appSyncError('Answer the required questions first: Room number.', 'BAD_USER_INPUT', {
        answers: [{ questionId: 'q-room', title: 'Room number', kind: 'required', message: 'This question is required.', pageId: 'p1' }],
      }),
    ],
  },
};
const summaryName = 'Fix 1 answer before you go on';

async function renderForm(mocks: unknown[]) {
  return renderScreen(<FormPage formId="f1" />, { pattern: '/form/:formId', path: '/form/f1', session: await signedInSession(), mocks: mocks as never });
}

async function submitRefused(mocks: unknown[] = []) {
  await renderForm([flagsMock, formMock([room], []), actionsMock([submit]), refusedForAnswers, ...mocks]);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Submit' }));
  return { user, summary: await screen.findByRole('alert', { name: summaryName }) };
}

describe('the error summary of a form', () => {
  it('lists the refused answers under a heading, takes the focus and marks each field', async () => {
    // Act
    const { summary } = await submitRefused();

    // Assess
    expect(within(summary).getByRole('heading', { level: 2, name: summaryName })).toBeInTheDocument();
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Room number' })).toHaveAccessibleDescription('This question is required.');
    expect(screen.getByText('Room number', { selector: 'label' })).toHaveClass('Mui-error');
    expect(await screen.findByText('Could not do it.')).toBeInTheDocument();
  });

  it('moves the focus to the field when its link is followed', async () => {
    // Prepare
    const { user, summary } = await submitRefused();

    // Act
    await user.click(within(summary).getByRole('link', { name: 'Room number: This question is required.' }));

    // Assess
    expect(screen.getByRole('textbox', { name: 'Room number' })).toHaveFocus();
  });

  it('goes away, with the field’s mark, once the answer is saved', async () => {
    // Prepare
    const saved = {
      request: { query: UpdateTextResponseDocument, variables: { input: { formId: 'f1', questionId: 'q-room', location: null, expectedVersion: 0, text: '210B' } } },
      result: { data: { updateTextResponse: savedForm('SavedForm', [response('TextResponse', 'q-room', 1, { text: '210B' })]) } },
    };
    const { user } = await submitRefused([saved]);

    // Act
    await user.type(screen.getByRole('textbox', { name: 'Room number' }), '210B');

    // Assess
    await waitFor(() => expect(screen.queryByRole('alert', { name: summaryName })).not.toBeInTheDocument());
    expect(screen.getByText('Room number', { selector: 'label' })).not.toHaveClass('Mui-error');
  });

  it('is not shown before an action was refused', async () => {
    // Act
    await renderForm([flagsMock, formMock([room], []), actionsMock([submit])]);
    await screen.findByRole('button', { name: 'Submit' });

    // Assess
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Room number' })).not.toHaveAccessibleDescription('This question is required.');
  });
});
