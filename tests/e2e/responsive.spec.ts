import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAs, expectNoHorizontalOverflow } from './support';

test('the home page and template intro fit a 375 px phone without horizontal scrolling', async ({ page }) => {
  await signInAs(page, 'staff.one');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');

  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/template/tg-hot-work-permit');
  await expect(page.getByRole('button', { name: 'Start Form' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
