import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAs } from './support';

// An action item's label shows before its description on Home, and as a tag (or, without a label, what made it) on
// Action Items, at 1280 and 360 px. health.user's one demo item is a "Training" one.

test('Home shows each item’s label and Action Items tags it', async ({ page }) => {
  await signInAs(page, 'health.user');
  await page.goto('/');
  const item = page.getByRole('region', { name: 'Action Items' }).getByRole('listitem').filter({ hasText: 'Complete bloodborne pathogens training' });
  await expect(item.getByText('Training · Annual requirement for clinical staff.')).toBeVisible();
  await page.screenshot({ path: 'test-results/action-item-fields/home-1280.png', fullPage: true });

  await page.goto('/action-items');
  const row = page.getByRole('grid', { name: 'Action Items' }).getByRole('row').filter({ hasText: 'Complete bloodborne pathogens training' });
  await expect(row.getByText('Training', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/action-item-fields/action-items-1280.png', fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

test('the tag fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, 'health.user');
  await page.goto('/action-items');
  await expect(page.getByRole('grid', { name: 'Action Items' }).getByText('Training', { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await page.screenshot({ path: 'test-results/action-item-fields/action-items-360.png', fullPage: true });
});
