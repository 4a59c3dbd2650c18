import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UpdateNumberResponseDocument } from '../../api/update-number-response.generated';
import { UpdateTextResponseDocument } from '../../api/update-text-response.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { flagsMock, formMock, question, response, savedForm } from '../../test/form-fixtures';
import { FormPage } from '../form-page';

// qtypes17: the email, phone number and number fields of a form.

const email = question('EmailQuestion', 'q-email', 'Contact email');
const phone = question('PhoneNumberQuestion', 'q-phone', 'Contact phone');
const hoods = question('NumberQuestion', 'q-hoods', 'Number of fume hoods', { min: 0, max: 50, integer: true, unit: 'hoods' });

function saveMock(query: unknown, input: Record<string, unknown>, field: string, saved: unknown) {
  return { request: { query, variables: { input: { formId: 'f1', location: null, expectedVersion: 0, ...input } } }, result: { data: { [field]: savedForm('SavedForm', [saved]) } } };
}

async function renderForm(mocks: unknown[]) {
  return renderScreen(<FormPage formId="f1" />, { pattern: '/form/:formId', path: '/form/f1', session: await signedInSession(), mocks: mocks as never });
}

describe('typed question fields', () => {
  it('offers the email and phone keyboards and autofill', async () => {
    // Prepare / Act
    await renderForm([flagsMock, formMock([email, phone], [])]);

    // Assess
    const emailField = await screen.findByRole('textbox', { name: 'Contact email' });
    expect(emailField).toHaveAttribute('type', 'email');
    expect(emailField).toHaveAttribute('inputmode', 'email');
    expect(screen.getByRole('textbox', { name: 'Contact phone' })).toHaveAttribute('type', 'tel');
  });

  it('says what an email address looks like once the field is left, and saves nothing until it is one', async () => {
    // Prepare
    const saved = saveMock(UpdateTextResponseDocument, { questionId: 'q-email', text: 'pat@example.edu' }, 'updateTextResponse', response('TextResponse', 'q-email', 1, { text: 'pat@example.edu' }));
    await renderForm([flagsMock, formMock([email], []), saved]);
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Contact email' });

    // Act
    await user.type(field, 'pat@example');
    await user.tab();

    // Assess
    expect(await screen.findByText('Enter an email address like name@example.edu.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    // Act
    await user.type(field, '.edu');

    // Assess
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText('Enter an email address like name@example.edu.')).not.toBeInTheDocument();
  });

  it('says the bounds of a number outside them, and saves a number within them', async () => {
    // Prepare
    const saved = saveMock(UpdateNumberResponseDocument, { questionId: 'q-hoods', value: 12 }, 'updateNumberResponse', response('NumberResponse', 'q-hoods', 1, { value: 12 }));
    await renderForm([flagsMock, formMock([hoods], []), saved]);
    const user = userEvent.setup();
    const field = await screen.findByRole('spinbutton', { name: 'Number of fume hoods' });

    // Act
    await user.type(field, '75');
    await user.tab();

    // Assess
    expect(await screen.findByText('Enter a number between 0 and 50.')).toBeInTheDocument();

    // Act
    await user.clear(field);
    await user.type(field, '12');

    // Assess
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('hoods')).toBeInTheDocument();
  });

  it('shows a stored number in its field', async () => {
    // Prepare / Act
    await renderForm([flagsMock, formMock([hoods], [response('NumberResponse', 'q-hoods', 3, { value: 7 })])]);

    // Assess
    expect(await screen.findByRole('spinbutton', { name: 'Number of fume hoods' })).toHaveValue(7);
  });
});
