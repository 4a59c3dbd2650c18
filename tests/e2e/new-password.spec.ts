import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './support';

// new.starter is seeded FORCE_CHANGE_PASSWORD with the temporary password `demo` (scripts/seed/demo-people.ts).
// The run's stack is fresh (.data/e2e), so the first sign-in below is the user's first.
const newPassword = 'Harbor-City-2026!';

test('a user with a temporary password chooses a new one, is signed in, and signs in with it afterwards', async ({ page }) => {
  // Prepare: a phone's width, where the step must fit too.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/login');

  // Act: the temporary password
  await page.getByLabel('Username').fill('new.starter');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Assess: the new-password step, with the rules, focused on the new password
  const step = page.getByRole('form', { name: 'Choose a new password' });
  await expect(step).toBeVisible();
  await expect(step).toContainText('Use at least 14 characters, with a lowercase letter, an uppercase letter, a number and a symbol.');
  await expect(page.getByLabel(/^New password/)).toBeFocused();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);

  // Act: a password the rules refuse, then a good one
  await page.getByLabel(/^New password/).fill('harborcity');
  await page.getByLabel(/^Confirm new password/).fill('harborcity');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByLabel(/^New password/)).toHaveAccessibleDescription(/does not meet the rules/);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();

  // Assess: signed in, at home
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to/ })).toBeVisible();

  // Act: sign out, then in with the temporary password and with the new one
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Username').fill('new.starter');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Assess: the user is ACTIVE now: no new-password step, straight in
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to/ })).toBeVisible();
});
