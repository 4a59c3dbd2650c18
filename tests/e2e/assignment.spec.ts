import { expect, test, type Page } from '@playwright/test';
import { cleanUp, expectNoSeriousA11yViolations, signInAs, testId, expectNoHorizontalOverflow, pickOption } from './support';

// Issue 15's assignment walk-through: program.admin assigns a template to staff.one; staff.one finds the task in
// Action Items, fills the form and submits it; the task shows Done on the Assignment screen. Then the user
// documents page: staff.one's Hot Work Permit (a program program.admin does not administer) is greyed out with
// its tooltip, the first viewable document is shown, at 1280 and 360 px, without serious accessibility violations.

test.describe.configure({ mode: 'serial' });
test.afterAll(async ({ request }) => cleanUp(request));

const programId = 'prog-01-lab-safety';
const templateName = `Room walkthrough ${testId}`;
const subject = `Walk room 210 ${testId}`;

/** Calls the GraphQL API as the signed-in user of the page (the browser's own session). */
async function api<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<{ data?: T; errors?: unknown[] }> {
  return page.evaluate(
    async ({ query, variables }) => {
      const session = (await (await fetch('/auth/api/client/refresh')).json()) as { accessToken: string };
      const response = await fetch('/platform-shell/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  );
}

/** A published template of the lab safety program with one optional question, made through the API. */
async function givenTemplate(page: Page) {
  const created = await api<{ createCampusTemplate: { id: string; pages: Array<{ id: string }> } }>(
    page,
    'mutation ($input: CreateCampusTemplateInput!) { createCampusTemplate(input: $input) { id pages { id } } }',
    { input: { programId, templateName } },
  );
  const template = created.data!.createCampusTemplate;
  await api(page, 'mutation ($input: AddElementInput!) { addQuestion(input: $input) { id } }', {
    input: { templateId: template.id, parentId: template.pages[0]!.id, element: JSON.stringify({ __typename: 'TextQuestion', title: 'Notes' }) },
  });
  const published = await api(page, 'mutation ($input: PublishTemplateInput!) { publishTemplate(input: $input) { problems { message } } }', { input: { templateId: template.id, confirm: true } });
  expect(published.errors).toBeUndefined();
}

test('program.admin assigns a template; staff.one fills it from Action Items; the task is done', async ({ page, browser }, testInfo) => {
  await signInAs(page, 'program.admin');
  await givenTemplate(page);

  await page.goto(`/program/${programId}/assignment`);
  await expect(page.getByRole('heading', { level: 1, name: 'Assignment' })).toBeVisible();
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign a task' });
  await pickOption(page, dialog.getByRole('combobox', { name: 'Template' }), page.getByRole('option', { name: templateName }));
  await dialog.getByRole('combobox', { name: 'Assign to' }).fill('Jordan');
  await page.getByRole('option', { name: /Jordan Lee/ }).click();
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('assignment-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByText(subject)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('assignment-360.png'), fullPage: true });
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await page.screenshot({ path: testInfo.outputPath('assign-dialog-360.png') });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 900 });

  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signInAs(staffPage, 'staff.one');
  await staffPage.goto('/action-items');
  await staffPage.getByRole('link', { name: subject }).first().click();
  await staffPage.getByRole('textbox', { name: 'Notes' }).fill('All clear');
  await expect(staffPage.getByText('Saved', { exact: true })).toBeVisible();
  await staffPage.getByRole('button', { name: 'Submit', exact: true }).click();
  const confirm = staffPage.getByRole('dialog');
  if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(staffPage.getByText('Submitted').first()).toBeVisible();
  await staff.close();

  await page.getByRole('button', { name: /^Done/ }).click();
  await expect(page.getByRole('row').filter({ hasText: subject }).getByText('Done', { exact: true })).toBeVisible();
});

test('the user documents page greys out a document the admin may not view and shows the first viewable one', async ({ page, browser }, testInfo) => {
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signInAs(staffPage, 'staff.one');
  const hotWork = await api<{ startForm: { autoId: string } }>(staffPage, 'mutation ($input: StartFormInput!) { startForm(input: $input) { autoId } }', { input: { templateId: 'tpl-hot-work-permit-v1' } });
  await staff.close();

  await signInAs(page, 'program.admin');
  await page.goto(`/program/${programId}`);
  await page.getByRole('combobox', { name: 'Search users' }).fill('Jo');
  await page.getByRole('option', { name: /Jordan Lee/ }).click();
  await expect(page).toHaveURL(new RegExp(`/program/${programId}/user/user-staff-one`));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Jordan Lee')).toBeVisible();

  const hidden = page.getByRole('button', { name: new RegExp(hotWork.data!.startForm.autoId) });
  await expect(hidden).toHaveAttribute('aria-disabled', 'true');
  await hidden.focus();
  await expect(page.getByRole('tooltip')).toHaveText('You don’t have permission to view this document in this status');
  await expect(page.getByRole('list', { name: 'Documents' }).locator('[aria-current="true"]')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Selected document' }).getByRole('heading').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('user-documents-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(hidden).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('user-documents-360.png'), fullPage: true });
});
