import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedInSession } from '@/test/fixtures';
import { appSyncError } from '@/test/appsync-error';
import { renderScreen } from '@/test/render';
import { AddFormCommentDocument } from '../api/add-form-comment.generated';
import { DeleteFormCommentDocument } from '../api/delete-form-comment.generated';
import { EditFormCommentDocument } from '../api/edit-form-comment.generated';
import { FormCommentSummaryDocument } from '../api/form-comment-summary.generated';
import { FormCommentsDocument } from '../api/form-comments.generated';
import { MentionPeopleDocument } from '../api/mention-people.generated';
import { FormComments } from './form-comments';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const person = (id: string, name: string) => ({ __typename: 'CommentPerson', id, name });

function comment(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'FormComment',
    id,
    formId: 'f-1',
    parentId: null,
    author: person('staff.one', 'Jordan Lee'),
    body: `Comment ${id}`,
    mentions: [],
    createdAt: minutesAgo(5),
    editedAt: null,
    deleted: false,
    version: 1,
    replyCount: 0,
    mine: true,
    ...overrides,
  };
}

const summary = (overrides: Record<string, unknown> = {}): MockLink.MockedResponse => ({
  request: { query: FormCommentSummaryDocument, variables: { formId: 'f-1' } },
  result: { data: { formCommentSummary: { __typename: 'FormCommentSummary', formId: 'f-1', allowComments: true, canComment: true, total: 2, campusCode: '01', ...overrides } } },
});

const listed = (comments: unknown[], overrides: Record<string, unknown> = {}): MockLink.MockedResponse => ({
  request: { query: FormCommentsDocument, variables: { formId: 'f-1' } },
  result: { data: { formComments: { __typename: 'FormCommentPage', comments, nextCursor: null, total: comments.length, allowComments: true, canComment: true, ...overrides } } },
});

const mine = comment('c-1', { body: 'Fume hood sash is stuck.' });
const theirs = comment('c-2', { author: person('user-program-admin', 'Priya Natarajan'), body: 'I will send facilities.', mine: false, createdAt: minutesAgo(60), parentId: 'c-1' });

async function openPanel(...mocks: MockLink.MockedResponse[]) {
  renderScreen(<FormComments formId="f-1" />, { pattern: '/form/:formId', path: '/form/f-1', session: await signedInSession(), mocks });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Comments (2)' }));
  return { user, panel: await screen.findByRole('dialog', { name: 'Comments' }) };
}

describe('FormComments', () => {
  it("shows no Comments button when the form's template does not allow comments", async () => {
    // Prepare
    const closed = summary({ allowComments: false, total: 0 });
    const answered = vi.fn(() => closed.result);

    // Act
    renderScreen(<FormComments formId="f-1" />, { pattern: '/form/:formId', path: '/form/f-1', session: await signedInSession(), mocks: [{ ...closed, result: answered } as MockLink.MockedResponse] });
    await waitFor(() => expect(answered).toHaveBeenCalled());
    await act(async () => {});

    // Assess
    expect(screen.queryByRole('button', { name: /Comments/ })).not.toBeInTheDocument();
  });

  it("lists the threads with author and relative time, and offers edit and delete on the caller's own comments only", async () => {
    // Act
    const { panel } = await openPanel(summary(), listed([{ ...mine, replyCount: 1 }, theirs]));

    // Assess
    const own = await within(panel).findByRole('article', { name: 'Jordan Lee' });
    const reply = within(panel).getByRole('article', { name: 'Priya Natarajan' });
    expect(within(own).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(own).getByText('Fume hood sash is stuck.')).toBeInTheDocument();
    expect(within(own).getAllByRole('button').map((button) => button.textContent)).toEqual(['Reply', 'Edit', 'Delete']);
    expect(within(reply).getByText('1 hour ago')).toBeInTheDocument();
    expect(within(reply).queryAllByRole('button')).toEqual([]);
    expect(within(panel).getByRole('list', { name: 'Replies to Jordan Lee' })).toContainElement(reply);
  });

  it('says so when there are no comments yet, and when the comments could not be loaded, with a Retry', async () => {
    const failed: MockLink.MockedResponse = { request: { query: FormCommentsDocument, variables: { formId: 'f-1' } }, error: new Error('offline') };
    const { user, panel } = await openPanel(summary({ total: 2 }), failed, listed([]));

    await user.click(await within(panel).findByRole('button', { name: 'Retry' }));

    expect(await within(panel).findByText('No comments yet.')).toBeInTheDocument();
    expect(within(panel).queryByText('The comments could not be loaded.')).not.toBeInTheDocument();
  });

  it('adds a comment mentioning a person picked by keyboard, and puts the focus on the new comment', async () => {
    // Prepare
    const people: MockLink.MockedResponse = {
      request: { query: MentionPeopleDocument, variables: { searchTerm: 'pr', campusCode: '01' } },
      result: { data: { search: [{ __typename: 'PersonSearchResult', userId: 'user-program-admin', firstName: 'Priya', lastName: 'Natarajan', email: 'priya@example.edu' }] } },
    };
    const added = comment('c-3', { body: 'Please look @Priya Natarajan', mentions: [person('user-program-admin', 'Priya Natarajan')] });
    const save = vi.fn(() => ({ data: { addFormComment: added } }));
    const addMock: MockLink.MockedResponse = { request: { query: AddFormCommentDocument, variables: () => true }, result: save };
    const { user, panel } = await openPanel(summary(), listed([mine]), people, addMock);
    const field = within(panel).getByRole('textbox', { name: 'Add a comment' });

    // Act
    await user.type(field, 'Please look @pr');
    await within(panel).findByRole('option', { name: /Priya Natarajan/ });
    await user.keyboard('{Enter}');
    await user.click(within(panel).getByRole('button', { name: 'Post comment' }));

    // Assess
    await waitFor(() => expect(save).toHaveBeenCalledWith({ input: { formId: 'f-1', body: 'Please look @Priya Natarajan', mentions: ['user-program-admin'] } }));
    await waitFor(() => expect(document.activeElement?.id).toBe('comment-c-3'));
    expect(within(document.activeElement as HTMLElement).getByText('@Priya Natarajan')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Comments (3)', hidden: true })).toBeInTheDocument();
  });

  it('shows why a comment was refused, and keeps the text', async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: AddFormCommentDocument, variables: () => true },
      result: { errors: [appSyncError('Sam Rivera cannot open this form, so they cannot be mentioned.', 'BAD_USER_INPUT')] },
    };
    const { user, panel } = await openPanel(summary(), listed([]), refused);
    const field = within(panel).getByRole('textbox', { name: 'Add a comment' });

    await user.type(field, 'Hello');
    await user.click(within(panel).getByRole('button', { name: 'Post comment' }));

    expect(await within(panel).findByText('Sam Rivera cannot open this form, so they cannot be mentioned.')).toBeInTheDocument();
    expect(field).toHaveValue('Hello');
  });

  it('edits an own comment at its version and puts the focus back on it', async () => {
    // Prepare
    const save = vi.fn(() => ({ data: { editFormComment: { ...mine, body: 'Sash fixed.', version: 2, editedAt: minutesAgo(0) } } }));
    const editMock: MockLink.MockedResponse = { request: { query: EditFormCommentDocument, variables: () => true }, result: save };
    const { user, panel } = await openPanel(summary(), listed([mine]), editMock);

    // Act
    await user.click(await within(panel).findByRole('button', { name: 'Edit' }));
    const field = within(panel).getByRole('textbox', { name: 'Edit comment' });
    await user.clear(field);
    await user.type(field, 'Sash fixed.');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    // Assess
    await waitFor(() => expect(save).toHaveBeenCalledWith({ input: { formId: 'f-1', commentId: 'c-1', expectedVersion: 1, body: 'Sash fixed.', mentions: [] } }));
    // The editor closes first: until then its own field holds the same text (a textarea's text is its value).
    await waitFor(() => expect(within(panel).queryByRole('textbox', { name: 'Edit comment' })).not.toBeInTheDocument());
    expect(within(panel).getByText('Sash fixed.')).toBeInTheDocument();
    expect(within(panel).getByText('(edited)')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement?.id).toBe('comment-c-1'));
  });

  it('deletes an own comment after a question, and puts the focus on the comment that took its place', async () => {
    // Prepare
    const other = comment('c-0', { author: person('user-program-admin', 'Priya Natarajan'), mine: false, createdAt: minutesAgo(30) });
    const remove = vi.fn(() => ({ data: { deleteFormComment: { __typename: 'DeleteFormCommentResult', commentId: 'c-1', comment: null, removedIds: ['c-1'] } } }));
    const deleteMock: MockLink.MockedResponse = { request: { query: DeleteFormCommentDocument, variables: () => true }, result: remove };
    const { user, panel } = await openPanel(summary(), listed([mine, other]), deleteMock);

    // Act
    await user.click(await within(panel).findByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Delete' }));

    // Assess
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ input: { formId: 'f-1', commentId: 'c-1', expectedVersion: 1 } }));
    await waitFor(() => expect(within(panel).queryByText('Fume hood sash is stuck.')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement?.id).toBe('comment-c-0'));
    expect(screen.getByRole('button', { name: 'Comments (1)', hidden: true })).toBeInTheDocument();
  });

  it('shows a deleted comment kept for its replies as Comment deleted, without actions', async () => {
    const { panel } = await openPanel(summary(), listed([comment('c-1', { deleted: true, body: null, replyCount: 1 }), theirs]));

    const kept = await within(panel).findByRole('article', { name: 'Comment deleted' });

    expect(within(kept).queryAllByRole('button')).toEqual([]);
  });

  it('replies to a thread with its id, under the thread', async () => {
    const save = vi.fn(() => ({ data: { addFormComment: comment('c-9', { parentId: 'c-1', body: 'Done.' }) } }));
    const addMock: MockLink.MockedResponse = { request: { query: AddFormCommentDocument, variables: () => true }, result: save };
    const { user, panel } = await openPanel(summary(), listed([mine]), addMock);

    await user.click(await within(panel).findByRole('button', { name: 'Reply' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Reply to Jordan Lee' }), 'Done.');
    await user.click(within(panel).getByRole('button', { name: 'Post reply' }));

    await waitFor(() => expect(save).toHaveBeenCalledWith({ input: { formId: 'f-1', body: 'Done.', mentions: [], parentId: 'c-1' } }));
    expect(await within(panel).findByRole('list', { name: 'Replies to Jordan Lee' })).toBeInTheDocument();
  });

  it('tells a reader who may not comment so, without a field', async () => {
    const { panel } = await openPanel(summary({ canComment: false }), listed([{ ...theirs, parentId: null }], { canComment: false }));

    expect(await within(panel).findByText('You can read the comments, but not comment on this form in its current status.')).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
