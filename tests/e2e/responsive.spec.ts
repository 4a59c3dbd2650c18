import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAs } from './support';

test('the home page and template intro fit a 375 px phone without horizontal scrolling', async ({ page }) => {
  await signInAs(page, 'staff.one');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/template/tg-hot-work-permit');
  await expect(page.getByRole('button', { name: 'Start Form' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
