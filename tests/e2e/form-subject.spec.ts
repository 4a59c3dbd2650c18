import { expect, test } from '@playwright/test';
import { cleanUp, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, signInAs } from './support';

// The form's subject (docs/decisions.md subject17): staff.one starts a form of the every-kind demo template and picks
// Sam Rivera in its subject question; the form's header says "Subject: Sam Rivera" at once and after a reload, and
// the Documents page lists the form with Sam Rivera in its Subject column (a card line on a phone).

test.describe.configure({ mode: 'serial' });
test.afterAll(async ({ request }) => cleanUp(request));

let formPath = '';

test('picking the subject person shows them in the form header, after a reload too', async ({ page }) => {
  await signInAs(page, 'staff.one');
  await page.goto('/template/tg-every-kind-demo');
  await page.getByRole('button', { name: 'Start Form' }).click();
  await expect(page).toHaveURL(/\/form\/[0-9a-f-]{36}/);
  formPath = new URL(page.url()).pathname;
  const header = page.getByRole('banner').filter({ has: page.getByRole('heading', { level: 1 }) }).last();
  await expect(header.getByText(/^Subject:/)).toHaveCount(0);

  const field = page.getByRole('combobox', { name: 'Subject person' });
  await field.fill('Sam');
  await page.getByRole('option', { name: /Sam Rivera/ }).first().click();

  await expect(page.getByText('Subject: Sam Rivera')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Subject: Sam Rivera')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the Documents page lists the form with its subject, in a column and on a phone card', async ({ page }) => {
  await signInAs(page, 'staff.one');
  await page.goto('/documents');
  const table = page.getByRole('grid', { name: 'All documents' });
  await expect(table.getByRole('columnheader', { name: 'Subject' })).toBeVisible();
  const row = table.getByRole('row').filter({ has: page.locator(`a[href="${formPath}"]`) });
  await expect(row.getByText('Sam Rivera', { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByText('Subject: Sam Rivera').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
