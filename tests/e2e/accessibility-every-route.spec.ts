import { expect, test, type Page } from '@playwright/test';
import { makeA11yForms, type A11yForms } from './accessibility-fixtures';
import { signedInRoutes } from './accessibility-routes';
import { seriousA11yViolations, signInAs } from './support';

// Issue 14: axe on every route for every persona at both widths. Each test walks every route as one persona at one
// width and collects what it finds, so one run lists every violation rather than the first.

const personas = ['staff.one', 'staff.two', 'health.user', 'program.admin', 'campus.admin', 'global.admin'] as const;
const widths = [1280, 360] as const;

/** Pages that look the same wherever they are reached: axe checks each once per persona and width. */
const deadEndTitles = new Set(['Access Denied', 'Not Found']);

let forms: A11yForms;
test.beforeAll(async ({ baseURL }) => {
  forms = await makeA11yForms(baseURL!);
});

/** Waits until the route has drawn (its h1 shown, no progress indicator left) and answers the h1's text. */
async function settle(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  return (await heading.textContent())?.trim() ?? '';
}

/**
 * Opens a route inside the running app, as a link would (the history's push and its popstate, which the router
 * follows), instead of loading the whole app again for every route: each page is then the screen a user reaches,
 * and the walk takes half the time. Every route change is announced by the app's route focus (its live region's
 * text changes on each announcement), which says the new page has replaced the last one.
 */
async function openInApp(page: Page, route: string) {
  const announcer = page.getByTestId('announcer');
  const announcedBefore = (await announcer.textContent()) ?? '';
  const samePath = await page.evaluate((to) => {
    const target = new URL(to, window.location.href);
    if (target.pathname === window.location.pathname) return true;
    window.history.pushState(null, '', target.pathname + target.search);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    return false;
  }, route);
  if (!samePath) await expect.poll(() => announcer.textContent()).not.toBe(announcedBefore);
}

/** What is wrong with the page now: serious axe violations and, on a phone, horizontal scrolling. */
async function findings(page: Page, width: number): Promise<string[]> {
  const found = await seriousA11yViolations(page);
  if (width < 400) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) found.push(`scrolls sideways by ${overflow} px`);
  }
  return found;
}

test('the sign-in page has no serious violations at either width', async ({ page }) => {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await settle(page);
    found.push(...(await findings(page, width)).map((finding) => `${width} /login ${finding}`));
  }
  expect(found).toEqual([]);
});

for (const persona of personas) {
  for (const width of widths) {
    test(`every route as ${persona} at ${width} px has no serious violations`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, persona);
      const found: string[] = [];
      const deadEndsChecked = new Set<string>();
      for (const route of signedInRoutes(forms)) {
        await openInApp(page, route);
        const title = await settle(page);
        if (deadEndTitles.has(title)) {
          if (deadEndsChecked.has(title)) continue;
          deadEndsChecked.add(title);
        }
        found.push(...(await findings(page, width)).map((finding) => `${route} ${finding}`));
      }
      expect(found).toEqual([]);
    });
  }
}
