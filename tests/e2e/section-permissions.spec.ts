import { expect, test, type Page } from '@playwright/test';
import { cleanUp, signInAs, testId } from './support';

// Page and section permissions in the browser, against the real stack: program.admin authors (through the API) a
// template with an open "Purpose", a "Checklist" section its owner only sees in draft and a "Review" section only
// a reviewer role sees in submitted, and publishes it. staff.one's draft shows Purpose to answer, Checklist
// disabled and no Review; program.admin, who administers the program, sees and may change every section.

test.describe.configure({ mode: 'serial' });
test.afterAll(async ({ request }) => cleanUp(request));

const programId = 'prog-01-lab-safety';
let publishedId = '';
let formPath = '';

/** Calls the GraphQL API as the signed-in user of the page; fails the test on any error. */
async function api<T>(page: Page, query: string, input: Record<string, unknown>): Promise<T> {
  const answer = await page.evaluate(
    async ({ query, input, testId }) => {
      const session = (await (await fetch('/auth/api/client/refresh')).json()) as { accessToken: string };
      const response = await fetch('/platform-shell/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}`, 'x-test-id': testId },
        body: JSON.stringify({ query, variables: { input } }),
      });
      return response.json() as Promise<{ data?: T; errors?: unknown[] }>;
    },
    { query, input, testId },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

interface Edit {
  id: string;
  version: number;
}

const addQuestion = async (page: Page, templateId: string, parentId: string, title: string) =>
  (await api<{ addQuestion: Edit }>(page, 'mutation A($input: AddElementInput!) { addQuestion(input: $input) { id version } }', {
    templateId,
    parentId,
    element: JSON.stringify({ __typename: 'TextQuestion', title }),
  })).addQuestion;

async function addSection(page: Page, templateId: string, parentId: string, name: string, permissions: unknown[]) {
  const section = (await api<{ addSection: Edit }>(page, 'mutation S($input: AddKindInput!) { addSection(input: $input) { id version } }', {
    templateId,
    parentId,
    fields: JSON.stringify({ name }),
  })).addSection;
  await api(page, 'mutation P($input: UpdateElementInput!) { updateElement(input: $input) { id } }', {
    templateId,
    elementId: section.id,
    expectedVersion: section.version,
    changes: JSON.stringify({ permissions }),
  });
  return section;
}

const status = (id: string) => ({ id, label: id });

test('program.admin publishes a template whose sections are for the owner in draft and a reviewer once submitted', async ({ page }) => {
  await signInAs(page, 'program.admin');
  const created = await api<{ createCampusTemplate: { id: string; pages: Array<{ id: string }> } }>(
    page,
    'mutation C($input: CreateCampusTemplateInput!) { createCampusTemplate(input: $input) { id pages { id } } }',
    { programId, templateName: `Section review ${testId}` },
  );
  const draftId = created.createCampusTemplate.id;
  const pageId = created.createCampusTemplate.pages[0]!.id;
  const role = await api<{ createRole: { id: string } }>(page, 'mutation R($input: CreateRoleInput!) { createRole(input: $input) { id } }', {
    nodeType: 'program',
    nodeId: programId,
    roleName: `Section reviewers ${testId}`,
  });
  await addQuestion(page, draftId, pageId, 'Purpose');
  const checklist = await addSection(page, draftId, pageId, 'Checklist', [{ roleId: 'owner', scope: 'program', canViewWhen: [status('draft')], canUpdateWhen: [] }]);
  await addQuestion(page, draftId, checklist.id, 'Fume hood');
  const review = await addSection(page, draftId, pageId, 'Review', [
    { roleId: role.createRole.id, scope: 'program', canViewWhen: [status('submitted')], canUpdateWhen: [status('submitted')] },
  ]);
  await addQuestion(page, draftId, review.id, 'Verdict');
  const published = await api<{ publishTemplate: { published: boolean } }>(page, 'mutation P($input: PublishTemplateInput!) { publishTemplate(input: $input) { published } }', {
    templateId: draftId,
    confirm: true,
  });
  expect(published.publishTemplate.published).toBe(true);
  publishedId = draftId;
});

test('the owner may answer Purpose, sees Checklist disabled and does not see Review', async ({ page }) => {
  await signInAs(page, 'staff.one');
  const started = await api<{ startForm: { id: string } }>(page, 'mutation F($input: StartFormInput!) { startForm(input: $input) { id } }', { templateId: publishedId });
  formPath = `/form/${started.startForm.id}`;
  await page.goto(formPath);

  await expect(page.getByRole('textbox', { name: 'Purpose' })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Fume hood' })).toBeDisabled();
  await expect(page.getByText('You can see this section but not change it in this status.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Review', exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Verdict' })).toHaveCount(0);
});

test('the program admin sees and may change every section', async ({ page }) => {
  await signInAs(page, 'program.admin');
  await page.goto(formPath);

  await expect(page.getByRole('heading', { name: 'Review', exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Verdict' })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Fume hood' })).toBeEnabled();
});
