import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * A test id per run, in the names of what the run creates so runs never collide. The personas' work is not
 * tagged (only the test-suite identity's requests are): it stays in the run's own data folder (.data/e2e).
 */
export const testId = `e2e-${Date.now().toString(36)}`;

/** Signs in through the local sign-in page. */
export async function signInAs(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Fails on serious or critical accessibility violations of the current page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Removes what this run's test id tagged, as an automated suite does: signed in as the test-suite identity. */
export async function cleanUp(request: APIRequestContext) {
  await request.post('/auth/api/login', { data: { username: 'svc.test-suite', password: 'demo' } });
  const session = await (await request.get('/auth/api/client/refresh')).json();
  const response = await request.post('/platform-shell/graphql', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { query: `mutation { cleanupByTestId(testId: "${testId}") { deleted } }` },
  });
  expect(response.ok()).toBe(true);
  expect((await response.json()).errors).toBeUndefined();
}
