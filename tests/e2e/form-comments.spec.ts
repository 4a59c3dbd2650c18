import { expect, test, type Page } from '@playwright/test';
import { signedInApi } from './persona-api';
import { cleanUp, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, signInAs, testId } from './support';

// A form's Comments panel against the real stack (docs/decisions.md comments17). program.admin publishes (through the
// API) a template that allows comments: its owner may comment in draft, and a "Comment reviewers" role program.admin
// joins may too. staff.one comments on her form mentioning program.admin, who finds the mention in Action Items (and
// the outbox), reads the comment and replies; staff.one edits and deletes her own; staff.two, who may not open the
// form, is refused.

test.describe.configure({ mode: 'serial' });
test.afterAll(async ({ request }) => cleanUp(request));

const programId = 'prog-01-lab-safety';
const templateName = `Comments walk ${testId}`;
let templateId = '';
let formPath = '';
let formId = '';

/** Calls the GraphQL API as the signed-in user of the page; fails the test on any error. */
async function api<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const answer = await page.evaluate(
    async ({ query, variables }) => {
      const session = (await (await fetch('/auth/api/client/refresh')).json()) as { accessToken: string };
      const response = await fetch('/platform-shell/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
        body: JSON.stringify({ query, variables }),
      });
      return response.json() as Promise<{ data?: T; errors?: unknown[] }>;
    },
    { query, variables },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

const commentGrant = (roleId: string) => ({ action: { id: 'comment', label: 'Comment' }, roleId, statuses: ['draft'], scope: 'program' });

async function openComments(page: Page) {
  await page.goto(formPath);
  await page.getByRole('button', { name: /^Comments/ }).click();
  return page.getByRole('dialog', { name: 'Comments' });
}

test('program.admin publishes a template whose owners and reviewers may comment on drafts', async ({ page }) => {
  await signInAs(page, 'program.admin');
  const created = await api<{ createCampusTemplate: { id: string; pages: Array<{ id: string }> } }>(
    page,
    'mutation C($input: CreateCampusTemplateInput!) { createCampusTemplate(input: $input) { id pages { id } } }',
    { input: { programId, templateName } },
  );
  const draft = created.createCampusTemplate;
  await api(page, 'mutation Q($input: AddElementInput!) { addQuestion(input: $input) { id } }', {
    input: { templateId: draft.id, parentId: draft.pages[0]!.id, element: JSON.stringify({ __typename: 'TextQuestion', title: 'Notes' }) },
  });
  const role = await api<{ createRole: { id: string } }>(page, 'mutation R($input: CreateRoleInput!) { createRole(input: $input) { id } }', {
    input: { nodeType: 'program', nodeId: programId, roleName: `Comment reviewers ${testId}` },
  });
  await api(page, 'mutation M($input: AddRoleMemberInput!) { addRoleMember(input: $input) { id } }', {
    input: { nodeType: 'program', nodeId: programId, roleId: role.createRole.id, userId: 'user-program-admin' },
  });
  let revision = (await api<{ templateById: { revision: number } }>(page, 'query T($id: ID!) { templateById(id: $id) { revision } }', { id: draft.id })).templateById.revision;
  for (const roleId of ['owner', role.createRole.id]) {
    const added = await api<{ addPermission: { revision: number } }>(page, 'mutation P($input: AddPermissionInput!) { addPermission(input: $input) { revision } }', {
      input: { templateId: draft.id, expectedRevision: revision, permission: commentGrant(roleId) },
    });
    revision = added.addPermission.revision;
  }
  const published = await api<{ publishTemplate: { published: boolean } }>(page, 'mutation P($input: PublishTemplateInput!) { publishTemplate(input: $input) { published } }', {
    input: { templateId: draft.id, confirm: true },
  });
  expect(published.publishTemplate.published).toBe(true);
  templateId = draft.id;
});

test('staff.one comments on her form, mentioning program.admin picked from the people search', async ({ page }) => {
  await signInAs(page, 'staff.one');
  const started = await api<{ startForm: { id: string } }>(page, 'mutation F($input: StartFormInput!) { startForm(input: $input) { id } }', { input: { templateId } });
  formId = started.startForm.id;
  formPath = `/form/${formId}`;
  const panel = await openComments(page);
  await expect(panel.getByText('No comments yet.')).toBeVisible();

  const field = panel.getByRole('textbox', { name: 'Add a comment' });
  await field.fill('Can you check the fume hood sash before Friday? ');
  await field.press('End');
  await field.pressSequentially('@Pri');
  await expect(panel.getByRole('option', { name: /Priya Natarajan/ })).toBeVisible();
  await field.press('Enter');
  await expect(field).toHaveValue('Can you check the fume hood sash before Friday? @Priya Natarajan ');
  await panel.getByRole('button', { name: 'Post comment' }).click();

  const comment = panel.getByRole('article', { name: 'Jordan Lee' });
  await expect(comment).toBeFocused();
  await expect(comment.getByText('@Priya Natarajan')).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Comments (1)', includeHidden: true })).toBeAttached();
  await expectNoSeriousA11yViolations(page);
});

test('program.admin finds the mention in Action Items and the outbox, reads the comment and replies', async ({ page, baseURL }) => {
  await signInAs(page, 'program.admin');
  await page.goto('/action-items');
  const mention = page.getByRole('link', { name: /^Jordan Lee mentioned you on Comments walk/ }).first();
  await expect(mention).toBeVisible();
  const globalAdmin = await signedInApi(baseURL!, 'global.admin');
  const outbox = await globalAdmin.call<{ outbox: { docs: Array<{ to: string[]; subject: string; formId: string | null }> } }>(
    'query { outbox(page: 1, size: 25) { docs { to subject formId } } }',
  );
  await globalAdmin.dispose();
  expect(outbox.data?.outbox.docs.find((mail) => mail.formId === formId)).toMatchObject({ to: ['priya.natarajan@bayview.example.edu'], subject: expect.stringMatching(/^Jordan Lee mentioned you on/) });

  await mention.click();
  await expect(page).toHaveURL(new RegExp(`${formPath}$`));
  await page.getByRole('button', { name: 'Comments (1)' }).click();
  const panel = page.getByRole('dialog', { name: 'Comments' });
  const comment = panel.getByRole('article', { name: 'Jordan Lee' });
  await expect(comment.getByText(/Can you check the fume hood sash before Friday\?/)).toBeVisible();
  await expect(comment.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await comment.getByRole('button', { name: 'Reply' }).click();
  const reply = panel.getByRole('textbox', { name: 'Reply to Jordan Lee' });
  await expect(reply).toBeFocused();
  await reply.fill('Booked facilities for Thursday.');
  await panel.getByRole('button', { name: 'Post reply' }).click();
  const posted = panel.getByRole('list', { name: 'Replies to Jordan Lee' }).getByRole('article', { name: 'Priya Natarajan' });
  await expect(posted).toBeFocused();
  await expect(posted.getByText('Booked facilities for Thursday.')).toBeVisible();
});

test('staff.one edits her comment, then deletes it: it stays as Comment deleted above the reply', async ({ page }) => {
  await signInAs(page, 'staff.one');
  const panel = await openComments(page);
  const comment = panel.getByRole('article', { name: 'Jordan Lee' });
  await expect(panel.getByRole('article', { name: 'Priya Natarajan' }).getByRole('button')).toHaveCount(0);

  await comment.getByRole('button', { name: 'Edit' }).click();
  const editor = panel.getByRole('textbox', { name: 'Edit comment' });
  await expect(editor).toBeFocused();
  await editor.fill('Can you check the fume hood sash before Thursday? @Priya Natarajan');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(comment).toBeFocused();
  await expect(comment.getByText('(edited)')).toBeVisible();
  await expect(comment.getByText(/before Thursday/)).toBeVisible();

  await comment.getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('dialog', { name: 'Delete this comment?' });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByRole('button', { name: 'Delete' }).click();
  const kept = panel.getByRole('article', { name: 'Comment deleted' });
  await expect(kept).toBeFocused();
  await expect(panel.getByText(/before Thursday/)).toHaveCount(0);
  await expect(panel.getByRole('article', { name: 'Priya Natarajan' }).getByText('Booked facilities for Thursday.')).toBeVisible();
});

test('the panel fits a 360 px phone as a full-width drawer', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, 'staff.one');
  const panel = await openComments(page);
  await expect(panel.getByRole('article', { name: 'Comment deleted' })).toBeVisible();

  expect((await panel.boundingBox())?.width).toBeCloseTo(360, 0);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('button', { name: 'Close panel' }).click();
  await expect(page.getByRole('button', { name: /^Comments/ })).toBeFocused();
});

test('staff.two, who may not open the form, gets no comments and cannot add one', async ({ page, baseURL }) => {
  await signInAs(page, 'staff.two');
  await page.goto(formPath);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Comments/ })).toHaveCount(0);

  const staffTwo = await signedInApi(baseURL!, 'staff.two');
  const read = await staffTwo.call('query ($formId: ID!) { formComments(formId: $formId) { total } }', { formId });
  const write = await staffTwo.call('mutation ($input: AddFormCommentInput!) { addFormComment(input: $input) { id } }', { input: { formId, body: 'Let me in' } });
  await staffTwo.dispose();
  expect(read.errors?.map((error) => error.errorType)).toEqual(['FORBIDDEN']);
  expect(write.errors?.map((error) => error.errorType)).toEqual(['FORBIDDEN']);
});
