import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, signInAs } from './support';

// Issue 17's program area access (spec: studio-and-admin area section 2): the overview is for the program's
// members, every other child for its administrators, and an unknown program is a not-found page naming its id.

const labSafety = '/program/prog-01-lab-safety';

test('staff.two, a member, sees the overview and is refused the admin-only Assignment', async ({ page }) => {
  await signInAs(page, 'staff.two');

  await page.goto(labSafety);
  await expect(page.getByRole('heading', { level: 1, name: 'Laboratory Safety' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Laboratory Safety Inspection' }).first()).toBeVisible();

  await page.goto(`${labSafety}/assignment`);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('health.user, not a member, is refused the overview at 1280 and 360 px', async ({ page }) => {
  await signInAs(page, 'health.user');

  await page.goto(labSafety);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Laboratory Safety Inspection')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('an unknown program shows the not-found page naming its id', async ({ page }) => {
  await signInAs(page, 'staff.two');

  await page.goto('/program/prog-does-not-exist');

  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  await expect(page.getByText('Program prog-does-not-exist was not found.')).toBeVisible();
});
