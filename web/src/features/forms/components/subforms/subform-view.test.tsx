import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormChildFormsDocument, StartSubformDocument } from './subforms.generated';
import { signedInSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { flagsMock, formMock } from '../../test/form-fixtures';
import { FormPage } from '../form-page';

const subform = { __typename: 'Subform', id: 'sub-1', name: 'Chemical inventory', templateId: 'tpl-chem' };

function childFormsMock(childForms: unknown[]) {
  return { request: { query: FormChildFormsDocument, variables: { id: 'f1' } }, result: { data: { form: { __typename: 'Form', id: 'f1', childForms } } }, maxUsageCount: 3 };
}

const child = { __typename: 'ChildForm', id: 'child-1', autoId: 'CHEM-000001', name: 'Chemical inventory', status: 'draft', subformElementId: 'sub-1', lastSaved: '2026-03-02T10:00:00.000Z' };

async function renderForm(mocks: unknown[]) {
  return renderRoutes({
    routes: [
      { path: '/form/f1', element: <FormPage formId="f1" /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    path: '/form/f1',
    session: await signedInSession(),
    mocks: mocks as never,
  });
}

describe('subforms in a form', () => {
  it('lists the child forms of a subform element as links to open them', async () => {
    // Act
    await renderForm([flagsMock, formMock([subform], []), childFormsMock([child])]);

    // Assess
    expect(await screen.findByRole('link', { name: 'Chemical inventory' })).toHaveAttribute('href', '/form/child-1');
    expect(screen.getByText('CHEM-000001')).toBeInTheDocument();
  });

  it('starts a child form from the subform element and opens it', async () => {
    // Prepare
    const started = {
      request: { query: StartSubformDocument, variables: { input: { templateId: 'tpl-chem', parentFormId: 'f1', subformElementId: 'sub-1' } } },
      result: { data: { startForm: { __typename: 'Form', id: 'child-2' } } },
    };
    const { router } = await renderForm([flagsMock, formMock([subform], []), childFormsMock([]), started, childFormsMock([child])]);
    const user = userEvent.setup();

    // Act
    expect(await screen.findByText('No forms started yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Chemical inventory' }));

    // Assess
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form/child-2');
  });
});
