import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAs } from './support';

// A template's forms, a page at a time by cursor: the program admin walks to page 2 by the grid's next-page
// button, the address keeps page, size and cursor, and a reload shows the same page.

const programTemplate = '/program/prog-01-lab-safety/template/tg-lab-safety-inspection';

/** Starts `count` lab inspections as staff.one through the API (the demo data has none of this template). */
async function startInspections(request: APIRequestContext, count: number) {
  await request.post('/auth/api/login', { data: { username: 'staff.one', password: 'demo' } });
  const { accessToken } = (await (await request.get('/auth/api/client/refresh')).json()) as { accessToken: string };
  for (let index = 0; index < count; index += 1) {
    const response = await request.post('/platform-shell/graphql', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { query: 'mutation S($input: StartFormInput!) { startForm(input: $input) { id } }', variables: { input: { templateId: 'tpl-lab-safety-inspection-v1' } } },
    });
    expect(response.ok()).toBe(true);
  }
}

test('the program admin pages a template’s forms by cursor, and a reload keeps the page', async ({ page, request }) => {
  await startInspections(request, 30);
  await signInAs(page, 'program.admin');
  await page.goto(programTemplate);
  const grid = page.getByRole('grid', { name: 'Forms of this template' });
  await expect(grid.getByRole('link')).toHaveCount(25, { timeout: 60_000 });
  const total = Number((await page.getByText(/^1–25 of \d+$/).textContent())?.split(' of ')[1]);
  expect(total).toBeGreaterThanOrEqual(30);
  await page.screenshot({ path: '.screenshots/program-template-forms-1280.png', fullPage: true });

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/cursor=/);
  await expect(page.getByText(`26–${Math.min(50, total)} of ${total}`)).toBeVisible();
  const secondPage = await grid.getByRole('link').allTextContents();
  await page.reload();
  await expect(grid.getByRole('link')).toHaveText(secondPage);
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 360, height: 780 });
  await expect(grid.getByRole('columnheader', { name: 'Created' })).toHaveCount(0);
  await page.screenshot({ path: '.screenshots/program-template-forms-360.png', fullPage: true });
});

test.setTimeout(180_000);

test('staff see their own forms of a template on its page, paged the same way', async ({ page }) => {
  await signInAs(page, 'staff.one');
  await page.goto('/template/tg-lab-safety-inspection');
  const grid = page.getByRole('grid', { name: 'Forms of this template' });
  await expect(grid.getByRole('link')).toHaveCount(25, { timeout: 60_000 });
  await page.screenshot({ path: '.screenshots/template-documents-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: '.screenshots/template-documents-360.png', fullPage: true });
});
