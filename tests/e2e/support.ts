import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

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
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/**
 * Fails if the page scrolls sideways once it has settled at its width. Right after a resize the top bar and other
 * width-dependent parts redraw over the next frames (a media query's change event, then React); a user sees the
 * settled page, so this waits for it instead of measuring the frame before.
 */
export async function expectNoHorizontalOverflow(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/**
 * Waits until no finite animation or transition is running. A menu or dialog fading in or out is half transparent
 * for a few frames: axe would measure its text's contrast mid-fade, which no user reads. Spinners and skeletons
 * animate forever and are left out.
 */
export async function waitForTransitionsToSettle(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity).length))
    .toBe(0);
}

/**
 * Opens a select's menu (or a combobox's list) and picks one option once the menu has finished growing in, then
 * waits for it to close. A click while the menu still grows can press on one option and release on the next (they
 * move under the pointer), and MUI then picks nothing and leaves the menu open over the dialog (seen once in the
 * library import e2e: the dialog's Save, hidden behind the open menu, was never found).
 */
export async function pickOption(page: Page, combobox: Locator, option: Locator) {
  await combobox.click();
  await expect(option).toBeVisible();
  await waitForTransitionsToSettle(page);
  await option.click();
  await expect(option).toBeHidden();
}

/** The serious or critical accessibility violations of the current page once it has settled, each as its rule and where it is. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await waitForTransitionsToSettle(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  return serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

type GraphqlAnswer<T> = { data?: T; errors?: Array<{ message: string; errorType?: string }> };

/**
 * Signs a request context in as the test-suite identity and answers a GraphQL caller: test support (cleanups,
 * the scheduler with a moved clock) is that identity's alone.
 */
export async function asTestSuite(request: APIRequestContext) {
  await request.post('/auth/api/login', { data: { username: 'svc.test-suite', password: 'demo' } });
  const session = (await (await request.get('/auth/api/client/refresh')).json()) as { accessToken: string };
  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<GraphqlAnswer<T>> => {
    const response = await request.post('/platform-shell/graphql', { headers: { authorization: `Bearer ${session.accessToken}` }, data: { query, variables } });
    expect(response.ok()).toBe(true);
    return (await response.json()) as GraphqlAnswer<T>;
  };
}

/** Removes what this run's test id tagged, as an automated suite does. */
export async function cleanUp(request: APIRequestContext) {
  const suite = await asTestSuite(request);
  expect((await suite('mutation C($testId: String!) { cleanupByTestId(testId: $testId) { deleted } }', { testId })).errors).toBeUndefined();
}

/** The group id of a template version (the address staff start its forms from), asked as the signed-in page's user. */
export async function templateGroupIdOf(page: Page, templateId: string): Promise<string> {
  return page.evaluate(async (id) => {
    const session = (await (await fetch('/auth/api/client/refresh')).json()) as { accessToken: string };
    const response = await fetch('/platform-shell/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
      body: JSON.stringify({ query: `{ templateById(id: "${id}") { groupId } }` }),
    });
    return ((await response.json()) as { data: { templateById: { groupId: string } } }).data.templateById.groupId;
  }, templateId);
}
