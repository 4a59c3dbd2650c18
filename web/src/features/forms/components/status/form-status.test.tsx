import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormDocument } from '../../api/form.generated';
import { FormAvailableActionsDocument } from '../actions/form-actions.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { flagsMock, formResult, question, response } from '../../test/form-fixtures';
import { FormPage } from '../form-page';

const room = question('TextQuestion', 'q-room', 'Room number', { input: 'short' });
const chemicals = question('TableQuestion', 't-chem', 'Chemicals', { questions: [question('TextQuestion', 'c-name', 'Chemical name', { input: 'short' })] });
const rooms = { __typename: 'RepeatableSection', id: 'rs-rooms', name: 'Storage room', description: null, required: false, dependsOn: null, children: [room] };

const person = (userId: string, firstName: string | null, lastName: string | null) => ({ __typename: 'UserRef', userId, firstName, lastName });
const event = (status: string, timestamp: string, user: ReturnType<typeof person>, effects: unknown[] = []) => ({ __typename: 'StatusEvent', status, timestamp, user, effects });
const effect = (id: string, label: string, state: string, tries: number, detail: string | null) => ({ __typename: 'StatusEffect', id, label, state, tries, detail });
const staffOne = person('user-staff-one', 'Sam', 'Staff');

function formMock(form: Record<string, unknown>, children: unknown[] = [room], responses: unknown[] = []) {
  const base = formResult(children, responses);
  return { request: { query: FormDocument, variables: { id: 'f1' } }, result: { data: { form: { ...base.data.form, ...form } } } };
}

function actionsMock(canEdit: boolean) {
  return {
    request: { query: FormAvailableActionsDocument, variables: { formId: 'f1' } },
    result: { data: { availableActions: [], form: { __typename: 'Form', id: 'f1', canEdit, template: { __typename: 'Template', id: 't1', renameableForms: true } } } },
    maxUsageCount: 3,
  };
}

const workflowState = (workflowStatus: string, errorMessage: string | null = null) => ({ __typename: 'WorkflowState', workflowStatus, errorMessage });

async function renderForm(mocks: unknown[]) {
  renderScreen(<FormPage formId="f1" />, { pattern: '/form/:formId', path: '/form/f1', session: await signedInSession(), mocks: mocks as never });
  await screen.findByRole('heading', { level: 1, name: 'Lab Inspection' });
}

describe('form status history', () => {
  it('lists the status events newest first with their badge, time and who moved the form', async () => {
    // Prepare
    const events = [
      event('draft', '2026-03-01T09:00:00.000Z', staffOne),
      event('submitted', '2026-03-02T09:00:00.000Z', staffOne),
      event('under_review', '2026-03-09T00:00:00.000Z', person('system-scheduler', 'Scheduler', null)),
    ];
    await renderForm([flagsMock, formMock({ status: 'under_review', statusEvents: events }), actionsMock(true)]);
    const user = userEvent.setup();
    const disclosure = screen.getByRole('button', { name: 'Status history (3)' });
    const closed = disclosure.getAttribute('aria-expanded');

    // Act
    await user.click(disclosure);

    // Assess
    expect(closed).toBe('false');
    expect(screen.getByRole('heading', { level: 2, name: 'Status history (3)' })).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Status events, newest first' })).getAllByRole('listitem');
    expect(rows.map((row) => [within(row).getAllByText(/./)[0]?.textContent, row.querySelector('time')?.getAttribute('datetime'), within(row).getByText(/^by /).textContent])).toEqual([
      ['Under Review', '2026-03-09T00:00:00.000Z', 'by Scheduler'],
      ['Submitted', '2026-03-02T09:00:00.000Z', 'by Sam Staff'],
      ['Draft', '2026-03-01T09:00:00.000Z', 'by Sam Staff'],
    ]);
    expect(within(rows[1]!).getByText(/^Mar 2, 2026/)).toBeInTheDocument();
  });

  it("shows under each move what it set off, with each effect's outcome and tries", async () => {
    // Prepare
    const effects = [
      effect('e1', 'Email', 'DONE', 1, 'Sent to 2 recipient(s).'),
      effect('e2', 'Integration: Records sync', 'FAILED', 3, 'HTTP 500 after 3 tries'),
      effect('e3', 'Integration: Permit desk', 'PENDING', 1, 'HTTP 503'),
    ];
    const events = [event('draft', '2026-03-01T09:00:00.000Z', staffOne), event('submitted', '2026-03-02T09:00:00.000Z', staffOne, effects)];
    await renderForm([flagsMock, formMock({ status: 'submitted', statusEvents: events }), actionsMock(true)]);
    const user = userEvent.setup();

    // Act
    await user.click(screen.getByRole('button', { name: 'Status history (2)' }));

    // Assess
    const [submitted, draft] = within(screen.getByRole('list', { name: 'Status events, newest first' })).getAllByRole('listitem');
    expect(within(submitted!).getByText('Email: done (Sent to 2 recipient(s).)')).toBeInTheDocument();
    expect(within(submitted!).getByText('Integration: Records sync: failed after 3 tries (HTTP 500 after 3 tries)')).toBeInTheDocument();
    expect(within(submitted!).getByText('Integration: Permit desk: pending, will try again (HTTP 503)')).toBeInTheDocument();
    expect(within(draft!).queryByText(/: (done|failed|pending)/)).not.toBeInTheDocument();
  });

  it('shows no history for a form that has not moved yet', async () => {
    // Act
    await renderForm([flagsMock, formMock({ statusEvents: [] }), actionsMock(true)]);

    // Assess
    expect(screen.queryByRole('button', { name: /Status history/ })).not.toBeInTheDocument();
  });
});

describe('form workflow status', () => {
  it('shows why the workflow stopped on an error', async () => {
    // Act
    await renderForm([flagsMock, formMock({ workflowState: workflowState('ERROR', 'The permit service did not answer.') }), actionsMock(true)]);

    // Assess
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The workflow of this form stopped on an error');
    expect(alert).toHaveTextContent('The permit service did not answer.');
  });

  it('shows a stopped workflow as a warning with its reason', async () => {
    // Act
    await renderForm([flagsMock, formMock({ workflowState: workflowState('STOPPED', 'The parent form moved on.') }), actionsMock(true)]);

    // Assess
    const status = screen.getByText('The workflow of this form was stopped').closest('[role=status]');
    expect(status).toHaveTextContent('The parent form moved on.');
    expect(status).toHaveClass('MuiAlert-colorWarning');
  });

  it('adds nothing for an active or finished workflow beyond the status badge', async () => {
    // Act
    await renderForm([flagsMock, formMock({ status: 'approved', workflowState: workflowState('DONE') }), actionsMock(true)]);

    // Assess
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/workflow of this form/)).not.toBeInTheDocument();
  });
});

describe('read-only forms', () => {
  it('shows the answers as a report, with a note and no controls, when the caller may not change the form in its status', async () => {
    // Prepare
    const row = response('TableResponse', 't-chem', 1, { rowIds: ['r1'] });
    const chemical = response('TextResponse', 'c-name', 1, { text: 'Acetone' }, { parentId: 't-chem', rowId: 'r1' });
    const instance = response('TableResponse', 'rs-rooms', 1, { rowIds: ['i1'] });
    const storedRoom = response('TextResponse', 'q-room', 1, { text: 'Cellar 2' }, { parentId: 'rs-rooms', rowId: 'i1' });

    // Act
    await renderForm([flagsMock, formMock({ status: 'submitted', canEdit: false }, [room, chemicals, rooms], [row, chemical, instance, storedRoom]), actionsMock(false)]);

    // Assess
    expect(await screen.findByText('This form is read-only in its current status.')).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Add row' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Storage room/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename form' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    const report = screen.getByRole('region', { name: 'Answers' });
    const terms = within(report).getAllByRole('term').map((term) => term.textContent);
    const answers = within(report).getAllByRole('definition').map((answer) => answer.textContent);
    expect(terms).toEqual(['Room number', 'Chemicals', 'Room number']);
    expect(answers[0]).toBe('No answer');
    // A narrow screen (the test's): the table's rows as blocks, each answer after its column's name.
    expect(answers[1]).toBe('Row 1Chemical name: Acetone');
    expect(within(report).getByRole('heading', { name: 'Storage room 1' })).toBeInTheDocument();
    expect(answers[2]).toBe('Cellar 2');
  });

  it('leaves the form editable, without the note, when the caller may change it', async () => {
    // Act
    await renderForm([flagsMock, formMock({}), actionsMock(true)]);

    // Assess
    expect(await screen.findByRole('button', { name: 'Rename form' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Room number' })).toBeEnabled();
    expect(screen.queryByText('This form is read-only in its current status.')).not.toBeInTheDocument();
  });
});
