import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInAs, expectNoHorizontalOverflow } from './support';

// The caller's own lists with more than one page: Next follows the cursor the page gave, the address keeps page,
// size and cursor (a reload stays in place), Previous goes back. Screenshots at 1280 and 360 px.

/** Starts `count` forms as a persona through the API (the pages then have more than one page). */
async function startFormsAs(request: APIRequestContext, username: string, count: number) {
  await request.post('/auth/api/login', { data: { username, password: 'demo' } });
  const { accessToken } = (await (await request.get('/auth/api/client/refresh')).json()) as { accessToken: string };
  for (let index = 0; index < count; index += 1) {
    const response = await request.post('/platform-shell/graphql', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { query: 'mutation S($input: StartFormInput!) { startForm(input: $input) { id } }', variables: { input: { templateId: 'tpl-lab-safety-inspection-v1' } } },
    });
    expect(response.ok()).toBe(true);
  }
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await startFormsAs(request, 'staff.two', 27);
});

test('All documents pages by cursor: Next, reload and Previous keep the place', async ({ page }) => {
  await signInAs(page, 'staff.two');
  await page.goto('/documents');
  const table = page.getByRole('grid', { name: 'All documents' });
  await expect(page.getByText(/^1–25 of \d+$/)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(26);
  await page.screenshot({ path: 'test-results/owner-lists/documents-page-1-1280.png', fullPage: true });

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=2&cursor=[A-Za-z0-9_-]+/);
  await expect(page.getByText(/^26–\d+ of \d+$/)).toBeVisible();
  const secondPage = await table.getByRole('row').allTextContents();

  await page.reload();
  await expect(page.getByText(/^26–\d+ of \d+$/)).toBeVisible();
  await expect(table.getByRole('row')).toHaveText(secondPage);

  await page.getByRole('button', { name: 'Go to previous page' }).click();
  await expect(page.getByText(/^1–25 of \d+$/)).toBeVisible();
  await expect(page).not.toHaveURL(/cursor=/);
});

test('Workspace pages by cursor through forms and workspace items', async ({ page }) => {
  await signInAs(page, 'staff.two');
  await page.goto('/workspace');
  await expect(page.getByText(/^1–25 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=2&cursor=/);
  await expect(page.getByRole('grid', { name: 'Workspace' }).getByRole('link', { name: /HMP-2240/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/owner-lists/workspace-page-2-1280.png', fullPage: true });
});

test('the paged lists fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, 'staff.two');
  await page.goto('/documents?page=2&size=25');
  await expect(page.getByText(/^26–\d+ of \d+$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/owner-lists/documents-deep-link-360.png', fullPage: true });
  await page.goto('/workspace');
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/cursor=/);
  await page.screenshot({ path: 'test-results/owner-lists/workspace-page-2-360.png', fullPage: true });
  await page.goto('/');
  // Home's Workspace section: five rows, View More from the total (the counters), not from a COUNT.
  await expect(page.getByRole('region', { name: 'Workspace' }).getByRole('link', { name: 'View More' })).toHaveAttribute('href', '/workspace');
  await page.screenshot({ path: 'test-results/owner-lists/home-360.png', fullPage: true });
  await expectNoHorizontalOverflow(page);
});
