import type { Page } from '@playwright/test';

/**
 * Signs program.admin in through the app's sign-in page, as a person would, and waits for Home to settle: a form's
 * address is then opened from a quiet page, not while Home's own queries and screen chunks are still on the six
 * connections and the main thread.
 */
export async function signInAndSettle(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}/login`);
  await page.getByLabel('Username').fill('program.admin');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((address) => !address.pathname.startsWith('/login'));
  await page.waitForLoadState('networkidle');
}
