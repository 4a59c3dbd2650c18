import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAs, expectNoHorizontalOverflow } from './support';

async function check(page: Page, user: string, relation: string, object: string) {
  await page.getByRole('textbox', { name: 'User' }).fill(user);
  await page.getByRole('textbox', { name: 'Relationship' }).fill(relation);
  await page.getByRole('textbox', { name: 'Object' }).fill(object);
  await page.getByRole('button', { name: 'Check' }).click();
}

test('global.admin asks Why? of an allowed and a refused check', async ({ page }) => {
  await signInAs(page, 'global.admin');
  await page.goto('/studio/global/auth-model-tools');

  await check(page, 'user:user-global-admin', 'can_manage_permissions', 'global:platform');
  await expect(page.getByText('Allowed', { exact: true })).toBeVisible();
  const why = page.getByRole('button', { name: 'Why?' });
  await why.focus();
  await page.keyboard.press('Enter');
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  const granted = page.getByRole('list', { name: 'Path that granted it' });
  await expect(granted).toContainText('global:platform#can_manage_permissions: granted');
  await expect(granted).toContainText('tuple global:platform#admin@');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/auth-model-why-allowed-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await granted.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/auth-model-why-allowed-360.png' });
  await page.setViewportSize({ width: 1280, height: 900 });

  await check(page, 'user:user-staff-two', 'can_manage_permissions', 'global:platform');
  await expect(page.getByText('Not allowed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Why?' }).click();
  const nearest = page.getByRole('list', { name: 'Nearest path' });
  await expect(nearest).toContainText('no tuple global:platform#can_manage_permissions@user:user-staff-two');
  await expect(page.getByText(/The nearest path that would grant it is 1 step away/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/auth-model-why-refused-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await nearest.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/auth-model-why-refused-360.png' });
  await expectNoHorizontalOverflow(page);
});
