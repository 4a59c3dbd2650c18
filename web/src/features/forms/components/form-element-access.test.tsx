import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormDocument } from '../api/form.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { flagsMock, formResult, ownerRoles, question } from '../test/form-fixtures';
import { sectionReadOnlyNote } from './form-element-view';
import { FormPage } from './form-page';

const statusRef = (id: string) => ({ __typename: 'StatusRef', id });

/** A section that `roleId` sees in `viewIn` and changes in `updateIn`. */
function section(id: string, name: string, children: unknown[], grant: { roleId: string; viewIn: string[]; updateIn: string[] }) {
  const permissions = [{ __typename: 'SectionPermission', roleId: grant.roleId, canViewWhen: grant.viewIn.map(statusRef), canUpdateWhen: grant.updateIn.map(statusRef) }];
  return { __typename: 'Section', id, name, description: null, dependsOn: null, permissions, children };
}

const pageOf = (id: string, name: string, children: unknown[], viewers: Array<{ roleId: string; canViewInStatuses: string[] }> = []) => ({
  __typename: 'Page',
  id,
  name,
  permissions: viewers.map((viewer) => ({ __typename: 'PagePermission', ...viewer })),
  children,
});

/**
 * A draft with an open "Purpose", a "Checklist" section its owner only sees in draft, a "Review" section only a
 * reviewer sees, and three pages: Details (open), Reviewer notes (a reviewer's, once submitted) and Sign-off (open).
 */
function reviewedForm(elementRoles: unknown) {
  const base = formResult([], []);
  const details = pageOf('p1', 'Details', [
    question('TextQuestion', 'q-purpose', 'Purpose', { input: 'short' }),
    section('s-checklist', 'Checklist', [question('TextQuestion', 'q-hood', 'Fume hood', { input: 'short' })], { roleId: 'owner', viewIn: ['draft'], updateIn: [] }),
    section('s-review', 'Review', [question('TextQuestion', 'q-verdict', 'Verdict', { input: 'short' })], { roleId: 'role-reviewer', viewIn: ['submitted'], updateIn: ['submitted'] }),
  ]);
  const reviewerNotes = pageOf('p2', 'Reviewer notes', [question('TextQuestion', 'q-notes', 'Notes', { input: 'short' })], [{ roleId: 'role-reviewer', canViewInStatuses: ['submitted'] }]);
  const signOff = pageOf('p3', 'Sign-off', [question('TextQuestion', 'q-signed', 'Signed by', { input: 'short' })]);
  const form = { ...base.data.form, elementRoles, template: { ...base.data.form.template, pages: [details, reviewerNotes, signOff] } };
  return { request: { query: FormDocument, variables: { id: 'f1' } }, result: { data: { form } } };
}

async function renderForm(mocks: unknown[]) {
  return renderScreen(<FormPage formId="f1" />, { pattern: '/form/:formId', path: '/form/f1', session: await signedInSession(), mocks: mocks as never });
}

describe('FormPage page and section permissions', () => {
  it('hides the pages and sections the owner’s roles may not see in this status', async () => {
    await renderForm([flagsMock, reviewedForm(ownerRoles)]);

    expect(await screen.findByRole('textbox', { name: 'Purpose' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Verdict' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Details', 'Sign-off']);
  });

  it('disables the questions of a section the owner may see but not change', async () => {
    await renderForm([flagsMock, reviewedForm(ownerRoles)]);

    expect(await screen.findByRole('textbox', { name: 'Fume hood' })).toBeDisabled();
    expect(screen.getByText(sectionReadOnlyNote)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Purpose' })).toBeEnabled();
  });

  it('shows an admin who sees all elements every page and section, enabled', async () => {
    await renderForm([flagsMock, reviewedForm({ __typename: 'FormElementRoles', roleIds: [], allElements: true })]);
    const user = userEvent.setup();

    expect(await screen.findByRole('textbox', { name: 'Verdict' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Fume hood' })).toBeEnabled();
    expect(screen.queryByText(sectionReadOnlyNote)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Reviewer notes' }));
    expect(await screen.findByRole('textbox', { name: 'Notes' })).toBeInTheDocument();
  });
});
