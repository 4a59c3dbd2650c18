import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { FormDocument } from '../../api/form.generated';
import { flagsMock, formResult, question, response } from '../../test/form-fixtures';
import { FormPage } from '../form-page';

function twoPageForm() {
  const base = formResult([question('TextQuestion', 'q-room', 'Room number', { input: 'short' })], [
    response('TextResponse', 'q-room', 1, { text: 'B-204' }),
    response('ToggleResponse', 'q-ok', 1, { defaultValue: true }),
  ]);
  const form = base.data.form;
  const findings = { __typename: 'Page', id: 'p2', name: 'Findings', permissions: [], children: [question('ToggleQuestion', 'q-ok', 'Passed', { defaultValue: false })] };
  return { request: { query: FormDocument, variables: { id: 'f1' } }, result: { data: { form: { ...form, template: { ...form.template, pages: [...form.template.pages, findings] } } } } };
}

afterEach(() => vi.restoreAllMocks());

describe('FormPrintArea', () => {
  it('prints every page of the form one after the other, with the answers in words', async () => {
    // Prepare
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderScreen(<FormPage formId="f1" />, { pattern: '/form/:formId', path: '/form/f1', session: await signedInSession(), mocks: [flagsMock, twoPageForm()] as never });
    await screen.findByRole('tab', { name: 'Findings' });
    expect(screen.queryByLabelText('Printable form')).not.toBeInTheDocument();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));

    // Assess
    expect(print).toHaveBeenCalledOnce();
    // The printout is for paper only: on screen it stays hidden, so query it as such.
    const printout = screen.getByLabelText('Printable form');
    expect(within(printout).getAllByRole('heading', { level: 2, hidden: true }).map((heading) => heading.textContent)).toEqual(['Details', 'Findings']);
    expect(within(printout).getByText('B-204')).toBeInTheDocument();
    expect(within(printout).getByText('Yes')).toBeInTheDocument();
  });
});
