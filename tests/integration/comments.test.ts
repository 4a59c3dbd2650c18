import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { addComment, commentsOf, commentSummaryOf, deleteComment, editComment, givenCommentTemplate, type CommentAnswer } from './steps/comment-steps';
import { startForm } from './steps/form-steps';
import { readOutbox, remindersOf } from './steps/notification-steps';
import { codesOf, detailsOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let staffOne: ApiClient;
let staffTwo: ApiClient;
let programAdmin: ApiClient;
let campusAdmin: ApiClient;
let globalAdmin: ApiClient;
let health: ApiClient;
let templateId = '';

const programAdminId = 'user-program-admin';

beforeAll(async () => {
  stack = await startApi();
  staffOne = await signIn(stack.url, 'staff.one');
  staffTwo = await signIn(stack.url, 'staff.two');
  programAdmin = await signIn(stack.url, 'program.admin');
  campusAdmin = await signIn(stack.url, 'campus.admin');
  globalAdmin = await signIn(stack.url, 'global.admin');
  health = await signIn(stack.url, 'health.user');
  // The owner may comment in draft; the reviewers (program.admin) in draft and submitted; nobody else, admins included.
  ({ templateId } = await givenCommentTemplate(programAdmin, {
    allowComments: true,
    grants: [
      { roleId: 'owner', statuses: ['draft'] },
      { roleId: 'reviewers', statuses: ['draft', 'submitted'] },
    ],
    reviewers: [programAdminId],
  }));
});
afterAll(async () => stack.close());

/** A new draft of staff.one's of the comments template. */
const newForm = async () => (await startForm(staffOne, templateId)).data!.startForm!.id;

const submit = (client: ApiClient, formId: string) =>
  client.graphql<{ updateFormByAction: { status: string } }>('mutation ($input: UpdateFormByActionInput!) { updateFormByAction(input: $input) { status } }', {
    input: { formId, actionId: 'submit' },
  });

const added = async (client: ApiClient, formId: string, body: string, more: Parameters<typeof addComment>[3] = {}): Promise<CommentAnswer> => {
  const answer = await addComment(client, formId, body, more);
  if (!answer.data) throw new Error(`The comment was refused: ${JSON.stringify(answer.errors)}`);
  return answer.data.addFormComment;
};

describe('who may read a form comments', () => {
  it('lets whoever may view the form read them, and refuses everyone else', async () => {
    // Prepare
    const formId = await newForm();
    await added(staffOne, formId, 'First look done.');

    // Act
    const [owner, admin, campus, stranger, otherCampus] = await Promise.all([
      commentsOf(staffOne, formId),
      commentsOf(programAdmin, formId),
      commentsOf(campusAdmin, formId),
      commentsOf(staffTwo, formId),
      commentsOf(health, formId),
    ]);

    // Assess
    expect(owner.data?.formComments).toMatchObject({ total: 1, allowComments: true, canComment: true });
    expect(owner.data?.formComments.comments.map((comment) => [comment.body, comment.mine])).toEqual([['First look done.', true]]);
    expect(admin.data?.formComments.comments.map((comment) => [comment.author.name, comment.mine])).toEqual([['Jordan Lee', false]]);
    expect(campus.data?.formComments.canComment).toBe(false);
    expect([codesOf(stranger), codesOf(otherCampus)]).toEqual([['FORBIDDEN'], ['FORBIDDEN']]);
    expect(codesOf(await commentsOf(staffOne, 'form-nowhere'))).toEqual(['NOT_FOUND']);
  });

  it('says on the summary whether comments are on, whether the caller may comment, and how many there are', async () => {
    const formId = await newForm();
    await added(staffOne, formId, 'One');
    await added(programAdmin, formId, 'Two');

    const [owner, campus, stranger] = await Promise.all([commentSummaryOf(staffOne, formId), commentSummaryOf(campusAdmin, formId), commentSummaryOf(staffTwo, formId)]);

    expect(owner.data?.formCommentSummary).toEqual({ formId, allowComments: true, canComment: true, total: 2, campusCode: '01' });
    expect(campus.data?.formCommentSummary).toMatchObject({ allowComments: true, canComment: false, total: 2 });
    expect(codesOf(stranger)).toEqual(['FORBIDDEN']);
  });
});

describe('who may comment, by the template comment settings and the form status', () => {
  it('lets the owner comment in draft and the reviewers in draft and submitted; admins without a grant are refused', async () => {
    // Prepare
    const formId = await newForm();

    // Act
    const inDraft = await Promise.all([staffOne, programAdmin, campusAdmin, globalAdmin, staffTwo].map((client) => addComment(client, formId, 'In draft')));
    await submit(staffOne, formId);
    const submitted = await Promise.all([staffOne, programAdmin].map((client) => addComment(client, formId, 'Submitted')));

    // Assess
    expect(inDraft.map(codesOf)).toEqual([[], [], ['FORBIDDEN'], ['FORBIDDEN'], ['FORBIDDEN']]);
    expect(submitted.map(codesOf)).toEqual([['FORBIDDEN'], []]);
    expect((await commentSummaryOf(staffOne, formId)).data?.formCommentSummary).toMatchObject({ canComment: false, total: 3 });
  });

  it('refuses every comment on a form whose template does not allow comments, grants notwithstanding, and lists none', async () => {
    const closed = await givenCommentTemplate(programAdmin, { allowComments: false, grants: [{ roleId: 'owner', statuses: ['draft'] }] });
    const formId = (await startForm(staffOne, closed.templateId)).data!.startForm!.id;

    const refused = await addComment(staffOne, formId, 'Anyone there?');
    const listed = await commentsOf(staffOne, formId);

    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
    expect(listed.data?.formComments).toEqual({ comments: [], nextCursor: null, total: 0, allowComments: false, canComment: false });
    expect((await commentSummaryOf(staffOne, formId)).data?.formCommentSummary).toMatchObject({ allowComments: false, canComment: false });
  });
});

describe('threads', () => {
  it('lists threads newest first, each with its replies oldest first, and refuses a reply to a reply', async () => {
    // Prepare
    const formId = await newForm();
    const first = await added(staffOne, formId, 'Thread one');
    const second = await added(programAdmin, formId, 'Thread two');
    const reply = await added(programAdmin, formId, 'Reply to one', { parentId: first.id });
    await added(staffOne, formId, 'Second reply to one', { parentId: first.id });

    // Act
    const listed = (await commentsOf(programAdmin, formId)).data!.formComments;
    const nested = await addComment(staffOne, formId, 'Too deep', { parentId: reply.id });

    // Assess
    expect(listed.comments.map((comment) => comment.body)).toEqual(['Thread two', 'Thread one', 'Reply to one', 'Second reply to one']);
    expect(listed.comments.find((comment) => comment.id === first.id)?.replyCount).toBe(2);
    expect(reply.parentId).toBe(first.id);
    expect(second.parentId).toBeNull();
    expect(codesOf(nested)).toEqual(['BAD_USER_INPUT']);
    expect(listed.total).toBe(4);
  });

  it('pages by cursor and refuses a cursor of another form', async () => {
    const formId = await newForm();
    for (let index = 1; index <= 22; index += 1) await added(staffOne, formId, `Note ${index}`);

    const first = (await commentsOf(staffOne, formId)).data!.formComments;
    const second = (await commentsOf(staffOne, formId, { cursor: first.nextCursor })).data!.formComments;
    const foreign = await commentsOf(staffOne, await newForm(), { cursor: first.nextCursor });

    expect(first.comments).toHaveLength(20);
    expect(first.comments[0]?.body).toBe('Note 22');
    expect(second.comments.map((comment) => comment.body)).toEqual(['Note 2', 'Note 1']);
    expect(second.nextCursor).toBeNull();
    expect(first.total).toBe(22);
    expect(codesOf(foreign)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('editing and deleting', () => {
  it("edits one's own comment at the version seen, and refuses someone else's", async () => {
    // Prepare
    const formId = await newForm();
    const comment = await added(staffOne, formId, 'Fume hod is fine');

    // Act
    const others = await editComment(programAdmin, comment, 1, 'Rewritten by someone else');
    const edited = await editComment(staffOne, comment, 1, 'Fume hood is fine');

    // Assess
    expect(codesOf(others)).toEqual(['FORBIDDEN']);
    expect(edited.data?.editFormComment).toMatchObject({ body: 'Fume hood is fine', version: 2 });
    expect(edited.data?.editFormComment.editedAt).not.toBeNull();
  });

  it('answers CONFLICT, with the current comment, to an edit or a delete based on a stale version', async () => {
    const formId = await newForm();
    const comment = await added(staffOne, formId, 'Draft note');
    await editComment(staffOne, comment, 1, 'Second thought');

    const staleEdit = await editComment(staffOne, comment, 1, 'First thought again');
    const staleDelete = await deleteComment(staffOne, comment, 1);

    expect(codesOf(staleEdit)).toEqual(['CONFLICT']);
    expect(detailsOf<{ current: CommentAnswer }>(staleEdit)?.current).toMatchObject({ id: comment.id, body: 'Second thought', version: 2 });
    expect(codesOf(staleDelete)).toEqual(['CONFLICT']);
    expect((await commentsOf(staffOne, formId)).data?.formComments.comments.map((c) => c.body)).toEqual(['Second thought']);
  });

  it("deletes one's own comment: one with replies stays as deleted, and goes with its last reply", async () => {
    // Prepare
    const formId = await newForm();
    const opener = await added(staffOne, formId, 'Is the eyewash tested weekly?');
    const reply = await added(programAdmin, formId, 'Yes, logged on the door.', { parentId: opener.id });
    const lone = await added(staffOne, formId, 'Typo, ignore');

    // Act
    const others = await deleteComment(programAdmin, opener, 1);
    const keptOpener = await deleteComment(staffOne, opener, 1);
    const goneLone = await deleteComment(staffOne, lone, 1);
    const afterKeeping = (await commentsOf(staffOne, formId)).data!.formComments;
    const lastReply = await deleteComment(programAdmin, reply, 1);
    const afterAll = (await commentsOf(staffOne, formId)).data!.formComments;

    // Assess
    expect(codesOf(others)).toEqual(['FORBIDDEN']);
    expect(keptOpener.data?.deleteFormComment).toMatchObject({ commentId: opener.id, removedIds: [], comment: { deleted: true, body: null, replyCount: 1 } });
    expect(goneLone.data?.deleteFormComment).toEqual({ commentId: lone.id, comment: null, removedIds: [lone.id] });
    expect(afterKeeping.comments.map((c) => [c.deleted, c.body])).toEqual([
      [true, null],
      [false, 'Yes, logged on the door.'],
    ]);
    expect(afterKeeping.total).toBe(1);
    expect(lastReply.data?.deleteFormComment.removedIds).toEqual([reply.id, opener.id]);
    expect(afterAll).toMatchObject({ comments: [], total: 0 });
    expect(codesOf(await editComment(staffOne, opener, 2, 'Back again'))).toEqual(['NOT_FOUND']);
  });

  it("refuses editing one's own comment once the form is in a status where one may not comment", async () => {
    const formId = await newForm();
    const comment = await added(staffOne, formId, 'Before submitting');
    await submit(staffOne, formId);

    expect(codesOf(await editComment(staffOne, comment, 1, 'After submitting'))).toEqual(['FORBIDDEN']);
    expect(codesOf(await deleteComment(staffOne, comment, 1))).toEqual(['FORBIDDEN']);
  });
});

describe('mentions', () => {
  it('tell the person mentioned by an action item and a mail, and name them on the comment', async () => {
    // Prepare
    const formId = await newForm();

    // Act
    const comment = await added(staffOne, formId, '@Priya Natarajan can you check the spill kit?', { mentions: [programAdminId] });

    // Assess
    expect(comment.mentions).toEqual([{ id: programAdminId, name: 'Priya Natarajan' }]);
    const items = (await remindersOf(programAdmin)).data!.reminders.docs;
    const item = items.find((reminder) => reminder.id.startsWith(`mention-${comment.id}`));
    expect(item?.details).toEqual({ title: expect.stringMatching(/^Jordan Lee mentioned you on /), description: '@Priya Natarajan can you check the spill kit?', link: `/form/${formId}` });
    const mail = (await readOutbox(globalAdmin)).data!.outbox.docs.find((sent) => sent.formId === formId);
    expect(mail).toMatchObject({ to: ['priya.natarajan@bayview.example.edu'], subject: expect.stringMatching(/^Jordan Lee mentioned you on /) });
    expect(mail?.body).toContain('can you check the spill kit?');
  });

  it('tell only the people an edit newly mentions', async () => {
    const formId = await newForm();
    const comment = await added(staffOne, formId, 'Checking', { mentions: [programAdminId] });
    const before = (await remindersOf(programAdmin)).data!.reminders.docs.filter((reminder) => reminder.id.startsWith(`mention-${comment.id}`));

    await editComment(staffOne, comment, 1, 'Checking again', [programAdminId]);
    const after = (await remindersOf(programAdmin)).data!.reminders.docs.filter((reminder) => reminder.id.startsWith(`mention-${comment.id}`));

    expect([before.length, after.length]).toEqual([1, 1]);
  });

  it('refuse a mention of someone who may not open the form, naming them, and store and tell nothing', async () => {
    const formId = await newForm();

    const hidden = await addComment(staffOne, formId, '@Sam Rivera look at this', { mentions: ['user-staff-two'] });
    const unknown = await addComment(staffOne, formId, 'Hello @nobody', { mentions: ['user-nobody'] });

    expect(codesOf(hidden)).toEqual(['BAD_USER_INPUT']);
    expect(hidden.errors?.[0]?.message).toBe('Sam Rivera cannot open this form, so they cannot be mentioned.');
    expect(codesOf(unknown)).toEqual(['BAD_USER_INPUT']);
    expect((await commentsOf(staffOne, formId)).data?.formComments).toMatchObject({ comments: [], total: 0 });
    expect((await remindersOf(staffTwo)).data!.reminders.docs.filter((reminder) => reminder.details.link === `/form/${formId}`)).toEqual([]);
  });
});
