import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support';

/**
 * Starts a Laboratory Safety Inspection from Get Started and answers its address, once the form has shown with its
 * actions: the page's own Form query and the side queries after it have gone, so none of them is counted later.
 */
async function startInspection(page: Page): Promise<string> {
  await page.getByRole('region', { name: 'Get Started' }).getByRole('link', { name: 'Laboratory Safety Inspection' }).first().click();
  await page.getByRole('button', { name: 'Start Form' }).click();
  await expect(page).toHaveURL(/\/form\/[0-9a-f-]{36}/);
  await expect(page.getByRole('textbox', { name: /Room number/ })).toBeEditable();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** The session refreshes and GraphQL operations the page asks for, by name. */
function recordRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/auth/api/client/refresh') asked.push('refresh');
    else if (path.endsWith('/graphql')) asked.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? 'anonymous');
  });
  return asked;
}

test("opening a form's address asks for the session once and the form once, and shows the form", async ({ page }) => {
  await signInAs(page, 'staff.one');
  const address = await startInspection(page);

  // Act: the address opened as from a link or a bookmark (a full page load)
  const asked = recordRequests(page);
  await page.goto(address);

  // Assess: the form and its actions (their query leaves after the form has shown), then what was asked for
  await expect(page.getByRole('textbox', { name: /Room number/ })).toBeEditable();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  expect(asked.filter((name) => name === 'refresh')).toHaveLength(1);
  expect(asked.filter((name) => name === 'Form')).toHaveLength(1);
});

test("a form's address that names no form says it was not found", async ({ page }) => {
  await signInAs(page, 'staff.one');
  await page.goto('/form/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  await expect(page.getByText('Form 00000000-0000-4000-8000-000000000000 was not found.')).toBeVisible();
});

test("a visitor signed out opens a form's address, signs in, and lands on the form", async ({ page, browser }) => {
  await signInAs(page, 'staff.one');
  const address = await startInspection(page);
  const visitor = await (await browser.newContext()).newPage();

  await visitor.goto(address);
  await expect(visitor).toHaveURL(/\/login/);
  await visitor.getByLabel('Username').fill('staff.one');
  await visitor.getByLabel('Password').fill('demo');
  await visitor.getByRole('button', { name: 'Sign in' }).click();

  await expect(visitor).toHaveURL(address);
  await expect(visitor.getByRole('textbox', { name: /Room number/ })).toBeEditable();
  await visitor.context().close();
});
