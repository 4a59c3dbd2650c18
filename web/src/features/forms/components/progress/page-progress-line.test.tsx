import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormDocument } from '../../api/form.generated';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { actionsMock, flagsMock, formMock, formResult, question, response } from '../../test/form-fixtures';
import { FormPage } from '../form-page';

const room = question('TextQuestion', 'q-room', 'Room number', { input: 'short', required: true });
const contact = question('TextQuestion', 'q-contact', 'Lab contact', { input: 'short' });
const code = question('TextQuestion', 'q-code', 'Inspector code', { input: 'short', disabled: true });

describe('page progress', () => {
  it('says how many of the questions the user can answer on the page are answered, and what * means', async () => {
    // Act
    renderScreen(<FormPage formId="f1" />, {
      pattern: '/form/:formId',
      path: '/form/f1',
      session: await signedInSession(),
      mocks: [flagsMock, formMock([room, contact, code], [response('TextResponse', 'q-room', 1, { text: 'B-204' })]), actionsMock([])] as never,
    });

    // Assess
    expect(await screen.findByText('1 of 2 answered')).toBeInTheDocument();
    expect(screen.getByText('Questions marked * are required.')).toBeInTheDocument();
  });

  it('counts each page on its own tab, one line at a time', async () => {
    // Prepare
    const base = formResult([room, contact], [response('TextResponse', 'q-room', 1, { text: 'B-204' })]);
    const checklist = { __typename: 'Page', id: 'p2', name: 'Checklist', permissions: [], children: [question('ToggleQuestion', 'q-ok', 'Passed', { defaultValue: false })] };
    const form = { ...base.data.form, template: { ...base.data.form.template, pages: [...base.data.form.template.pages, checklist] } };
    renderScreen(<FormPage formId="f1" />, {
      pattern: '/form/:formId',
      path: '/form/f1',
      session: await signedInSession(),
      mocks: [flagsMock, { request: { query: FormDocument, variables: { id: 'f1' } }, result: { data: { form } } }, actionsMock([])] as never,
    });
    await screen.findByText('1 of 2 answered');

    // Act
    await userEvent.click(screen.getByRole('tab', { name: 'Checklist' }));

    // Assess
    expect(await screen.findByText('0 of 1 answered')).toBeInTheDocument();
    expect(screen.queryByText('1 of 2 answered')).not.toBeInTheDocument();
  });
});
