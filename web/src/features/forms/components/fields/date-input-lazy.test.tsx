import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { flagsMock, formMock, question } from '../../test/form-fixtures';
import { FormPage } from '../form-page';

// Records when the pickers' module (MUI X date pickers and their calendar) is first imported.
const pickersImported = vi.hoisted(() => vi.fn());
vi.mock('./date-input-picker', async (importOriginal) => {
  pickersImported();
  return importOriginal();
});

async function renderForm(children: unknown[]) {
  return renderScreen(<FormPage formId="f1" />, { pattern: '/form/:formId', path: '/form/f1', session: await signedInSession(), mocks: [flagsMock, formMock(children, [])] as never });
}

describe('the date pickers', () => {
  it('load with the first date question, not with every form', async () => {
    // Prepare: a form without a date question.
    await renderForm([question('TextQuestion', 'q-name', 'Lab name', { input: 'short' })]);
    await screen.findByRole('textbox', { name: 'Lab name' });

    // Assess
    expect(pickersImported).not.toHaveBeenCalled();

    // Act: a form with one.
    cleanup();
    await renderForm([question('DateQuestion', 'q-date', 'Inspection date', { includeTime: false, validationRules: [] })]);
    const field = await screen.findByRole('group', { name: 'Inspection date' });

    // Assess: the picker replaced its placeholder.
    expect(await within(field).findByRole('spinbutton', { name: 'Month' })).toBeInTheDocument();
    expect(pickersImported).toHaveBeenCalledTimes(1);
  });
});
