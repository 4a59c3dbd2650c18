import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, signInAs, pickOption } from './support';

// people17 (B-95): the studio campus page's program list, filtered by domain and sorted, by keyboard too.

test('campus.admin narrows the programs to a domain and sorts them Z to A', async ({ page }) => {
  await signInAs(page, 'campus.admin');
  await page.goto('/studio/campus/01');
  const table = page.getByRole('table', { name: /Programs of/ });
  await expect(table.getByRole('link', { name: 'Fire Prevention' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Domain' })).toHaveText('All domains');

  await pickOption(page, page.getByRole('combobox', { name: 'Domain' }), page.getByRole('option', { name: 'Research Safety' }));

  await expect(table.getByRole('link', { name: 'Fire Prevention' })).toHaveCount(0);
  await expect(table.getByRole('link', { name: 'Laboratory Safety' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Domain' })).toBeFocused();

  // By keyboard: open Sort by, move to Name (Z to A), choose it.
  await page.getByRole('combobox', { name: 'Sort by' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Name (Z to A)' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Name (Z to A)');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeFocused();
  const order = async () => {
    const listed = await table.getByRole('link').allTextContents();
    return listed.includes('Biosafety') && listed.indexOf('Laboratory Safety') < listed.indexOf('Biosafety');
  };
  await expect.poll(order).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test('the program list controls fit a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAs(page, 'campus.admin');
  await page.goto('/studio/campus/01');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Laboratory Safety' })).toBeVisible();

  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
});
