import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A test id per run: everything the browser creates is tagged with it and removed afterwards. */
export const testId = `e2e-${Date.now().toString(36)}`;

/** Signs in through the local sign-in page, keeping the test id in the address. */
export async function signInAs(page: Page, username: string) {
  await page.goto(`/login?x-test-id=${testId}`);
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

/** Removes what this run created, through the API, as an automated suite would. */
export async function cleanUp(request: APIRequestContext) {
  await request.post('/auth/api/login', { data: { username: 'staff.one', password: 'demo' } });
  const session = await (await request.get('/auth/api/client/refresh')).json();
  const response = await request.post('/platform-shell/graphql', {
    headers: { authorization: `Bearer ${session.accessToken}`, 'x-test-id': testId },
    data: { query: `mutation { cleanupByTestId(testId: "${testId}") { deleted } }` },
  });
  expect(response.ok()).toBe(true);
}
