import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormDocument } from '@/features/forms/api/form.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { flagsMock, formResult, question } from '@/features/forms/test/form-fixtures';
import ProgramFormRoute from './program-form-route';

function formMock(parentFormId: string | null) {
  const base = formResult([question('TextQuestion', 'q-room', 'Room number', { input: 'short' })], []);
  return { request: { query: FormDocument, variables: { id: 'f1' } }, result: { data: { form: { ...base.data.form, parentFormId } } } };
}

async function closeFormOf(parentFormId: string | null) {
  const { router } = renderScreen(<ProgramFormRoute />, {
    pattern: '/program/:programId/form/:formId',
    path: '/program/p1/form/f1',
    session: await signedInSession(),
    mocks: [flagsMock, formMock(parentFormId)],
  });
  await screen.findByRole('heading', { level: 1, name: 'Lab Inspection' });
  await userEvent.click(screen.getByText('Close'));
  return router.state.location.pathname;
}

describe('ProgramFormRoute', () => {
  it('closes a form to its program, not to the template page', async () => {
    // Act
    const closedTo = await closeFormOf(null);

    // Assess
    expect(closedTo).toBe('/program/p1');
  });

  it('closes a subform to its parent form inside the program', async () => {
    // Act
    const closedTo = await closeFormOf('f0');

    // Assess
    expect(closedTo).toBe('/program/p1/form/f0');
  });
});
