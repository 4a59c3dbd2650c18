import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RunFormActionDocument } from './form-actions.generated';
import { signedInSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { actionsMock, flagsMock, formMock, question } from '../../test/form-fixtures';
import { FormPage } from '../form-page';
import { appSyncError } from '@/test/appsync-error';

const toast = (successMessage: string) => ({ __typename: 'FormActionToast', successMessage, errorMessage: 'Could not do it.' });

const submit = { __typename: 'FormAction', id: 'submit', label: 'Submit', primary: true, validation: true, modal: null, toast: toast('Submitted.') };
const copy = { __typename: 'FormAction', id: 'copy', label: 'Copy', primary: false, validation: false, modal: null, toast: toast('Copied.') };
const approve = {
  __typename: 'FormAction',
  id: 'approve',
  label: 'Approve',
  primary: false,
  validation: false,
  modal: { __typename: 'ActionModal', title: 'Approve this inspection?', message: 'The lab is told at once.', primaryLabel: 'Yes, approve', secondaryLabel: 'Not yet', isDestructive: false },
  toast: toast('Approved, thank you.'),
};

const staffOne = { __typename: 'UserRef', userId: 'user-staff-one', firstName: 'Sam', lastName: 'Staff' };

/** What updateFormByAction answers once the form moved to `status`. */
function movedForm(status: string, events: Array<[string, string]>) {
  return {
    __typename: 'Form',
    id: 'f1',
    status,
    lastSaved: '2026-03-03T10:00:00.000Z',
    statusEvents: events.map(([eventStatus, timestamp]) => ({ __typename: 'StatusEvent', status: eventStatus, timestamp, user: staffOne, effects: [] })),
    workflowState: null,
  };
}

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

const room = question('TextQuestion', 'q-room', 'Room number', { input: 'short' });

describe('form actions', () => {
  it('shows the available actions as buttons, the primary one filled', async () => {
    // Act
    await renderForm([flagsMock, formMock([room], []), actionsMock([submit, copy])]);

    // Assess
    const group = await screen.findByRole('group', { name: 'Form actions' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(['Submit', 'Copy']);
    expect(within(group).getByRole('button', { name: 'Submit' })).toHaveClass('MuiButton-contained');
    expect(within(group).getByRole('button', { name: 'Copy' })).toHaveClass('MuiButton-outlined');
  });

  it('asks with the action’s dialog first and runs updateFormByAction only once confirmed', async () => {
    // Prepare
    const ran = vi.fn(() => ({ data: { updateFormByAction: movedForm('approved', [['approved', '2026-03-03T10:00:00.000Z']]) } }));
    const run = { request: { query: RunFormActionDocument, variables: { input: { formId: 'f1', actionId: 'approve', expectedStatus: 'draft' } } }, result: ran };
    await renderForm([flagsMock, formMock([room], []), actionsMock([approve]), run]);
    const user = userEvent.setup();

    // Act
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this inspection?' });
    const message = within(dialog).getByText('The lab is told at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    const calledAfterCancel = ran.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, approve' }));

    // Assess
    expect(calledAfterCancel).toBe(0);
    expect(message).toHaveAttribute('id', dialog.getAttribute('aria-describedby'));
    expect(await screen.findByText('Approved, thank you.')).toBeInTheDocument();
    expect(ran).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Approved')).toBeInTheDocument();
  });

  it('shows the action’s error toast with the questions still to answer when submit is refused', async () => {
    // Prepare
    const refused = {
      request: { query: RunFormActionDocument, variables: { input: { formId: 'f1', actionId: 'submit', expectedStatus: 'draft' } } },
      result: { errors: [appSyncError('Answer the required questions first: Room number.', 'BAD_USER_INPUT')] },
    };
    await renderForm([flagsMock, formMock([room], []), actionsMock([submit]), refused]);
    const user = userEvent.setup();

    // Act
    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    // Assess
    expect(await screen.findByText('Could not do it. Answer the required questions first: Room number.')).toBeInTheDocument();
  });

  it('gives the error summary the focus once the confirmation dialog of a refused action has closed', async () => {
    // Prepare
    const confirmSubmit = { ...submit, modal: { ...approve.modal, title: 'Submit this inspection?', primaryLabel: 'Yes, submit' } };
    const answers = [{ questionId: 'q-room', title: 'Room number', kind: 'required', message: 'This question is required.', pageId: 'p1' }];
    const refused = {
      request: { query: RunFormActionDocument, variables: { input: { formId: 'f1', actionId: 'submit', expectedStatus: 'draft' } } },
      result: { errors: [appSyncError('Answer the required questions first: Room number.', 'BAD_USER_INPUT', { answers })] },
    };
    await renderForm([flagsMock, formMock([{ ...room, required: true }], []), actionsMock([confirmSubmit]), refused]);
    const user = userEvent.setup();

    // Act
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Submit this inspection?' })).getByRole('button', { name: 'Yes, submit' }));

    // Assess
    const summary = await screen.findByRole('alert', { name: 'Fix 1 answer before you go on' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(summary).toHaveFocus());
  });

  it('shows the new status in the history and the answers as a report when the action leaves the caller no edits', async () => {
    // Prepare
    const events: Array<[string, string]> = [['draft', '2026-03-01T10:00:00.000Z'], ['submitted', '2026-03-03T10:00:00.000Z']];
    const run = {
      request: { query: RunFormActionDocument, variables: { input: { formId: 'f1', actionId: 'submit', expectedStatus: 'draft' } } },
      result: { data: { updateFormByAction: movedForm('submitted', events) } },
    };
    await renderForm([flagsMock, formMock([room], []), actionsMock([submit], false, { maxUsageCount: 1 }), run, actionsMock([copy], false, { canEdit: false })]);
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Room number' });
    const editableBefore = !(field as HTMLInputElement).disabled;

    // Act
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await screen.findByText('This form is read-only in its current status.');
    // The focus lands on the form's heading (not on the page's body, where the gone Submit button left it).
    const heading = screen.getByRole('heading', { level: 1, name: 'Lab Inspection' });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Status history (2)' }));

    // Assess
    expect(editableBefore).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Room number' })).not.toBeInTheDocument();
    const report = screen.getByRole('region', { name: 'Answers' });
    expect(within(report).getByRole('term')).toHaveTextContent('Room number');
    expect(within(report).getByRole('definition')).toHaveTextContent('No answer');
    const rows = within(screen.getByRole('list', { name: 'Status events, newest first' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringMatching(/^Submitted.*by Sam Staff$/), expect.stringMatching(/^Draft.*by Sam Staff$/)]);
  });

  it('lets the name be edited only when the template allows renaming', async () => {
    // Act
    await renderForm([flagsMock, formMock([room], []), actionsMock([copy], true)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename form' }));

    // Assess
    expect(screen.getByRole('textbox', { name: 'Form name' })).toHaveValue('Lab Inspection');
  });
});
