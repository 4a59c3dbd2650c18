import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAs } from './support';

// The studio template's Metrics tab draws its numbers with MUI X Charts from the template group's maintained
// aggregate: staff.one starts two lab safety inspections, program.admin opens the tab and sees them counted in
// the status shares and this week's bar, each chart with its data table for screen readers, at 1280 and 360 px.

const metricsPath = '/studio/campus/01/template/tpl-lab-safety-inspection-v1/metrics';

/** Starts a lab safety inspection as the signed-in user of the page (the browser's own session). */
async function startInspection(page: Page) {
  const answer = await page.evaluate(async () => {
    const session = (await (await fetch('/auth/api/client/refresh')).json()) as { accessToken: string };
    const response = await fetch('/platform-shell/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
      body: JSON.stringify({ query: 'mutation S($input: StartFormInput!) { startForm(input: $input) { id } }', variables: { input: { templateId: 'tpl-lab-safety-inspection-v1' } } }),
    });
    return (await response.json()) as { errors?: unknown[] };
  });
  expect(answer.errors).toBeUndefined();
}

/** The number of forms the weekly chart's table gives the current week (its last row). */
async function thisWeeksStarts(page: Page): Promise<number> {
  const rows = page.getByRole('table', { name: 'Forms started per week' }).getByRole('row');
  return Number(await rows.last().getByRole('cell').last().textContent());
}

test('the Metrics tab charts every form of the template, readable and accessible at 1280 and 360 px', async ({ browser }) => {
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await signInAs(admin, 'program.admin');
  await admin.goto(metricsPath);
  await expect(admin.getByRole('heading', { level: 1, name: 'Metrics' })).toBeVisible();
  const before = (await admin.getByRole('table', { name: 'Forms started per week' }).count()) > 0 ? await thisWeeksStarts(admin) : 0;

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAs(staff, 'staff.one');
  await startInspection(staff);
  await startInspection(staff);
  await staffContext.close();

  await admin.reload();
  await expect(admin.getByRole('img', { name: /^Bar chart: Forms started per week, 12 categories/ })).toBeVisible();
  await expect(admin.getByRole('img', { name: /^Bar chart: Share of forms by status/ })).toBeVisible();
  expect(await thisWeeksStarts(admin)).toBe(before + 2);
  await expect(admin.getByRole('img', { name: /^Bar chart: Forms started per week/ }).locator('svg').first()).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await admin.screenshot({ path: 'test-results/template-metrics-charts-1280.png', fullPage: true });

  await admin.setViewportSize({ width: 360, height: 800 });
  await expect(admin.getByRole('img', { name: /^Bar chart: Forms started per week/ })).toBeVisible();
  await expect.poll(() => admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(admin);
  await admin.screenshot({ path: 'test-results/template-metrics-charts-360.png', fullPage: true });
  await adminContext.close();
});
