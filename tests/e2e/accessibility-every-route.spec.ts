import { expect, test, type Page } from '@playwright/test';
import { makeA11yForms, type A11yForms } from './accessibility-fixtures';
import { signedInRoutes } from './accessibility-routes';
import { seriousA11yViolations, signInAs } from './support';

// Issue 14: axe on every route for every persona at both widths. Each test walks every route as one persona at one
// width and collects what it finds, so one run lists every violation rather than the first.

const personas = ['staff.one', 'staff.two', 'health.user', 'program.admin', 'campus.admin', 'global.admin'] as const;
const widths = [1280, 360] as const;

let forms: A11yForms;
test.beforeAll(async ({ baseURL }) => {
  forms = await makeA11yForms(baseURL!);
});

/** Waits until the route has drawn: its requests done and no progress indicator left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
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
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, persona);
      const found: string[] = [];
      for (const route of signedInRoutes(forms)) {
        await page.goto(route);
        await settle(page);
        found.push(...(await findings(page, width)).map((finding) => `${route} ${finding}`));
      }
      expect(found).toEqual([]);
    });
  }
}
