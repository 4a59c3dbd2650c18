import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAs } from './support';

/** Writes or deletes one tuple as global.admin, through the authorization tools' API. */
async function asGlobalAdmin(request: APIRequestContext, mutation: 'writes' | 'deletes', tuple: { user: string; relation: string; object: string }) {
  await request.post('/auth/api/login', { data: { username: 'global.admin', password: 'demo' } });
  const { accessToken } = (await (await request.get('/auth/api/client/refresh')).json()) as { accessToken: string };
  const response = await request.post('/platform-shell/graphql', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { query: 'mutation W($input: FgaWriteInput!) { fgaWrite(input: $input) { written deleted } }', variables: { input: { [mutation]: [tuple] } } },
  });
  expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
}

test("global.admin's top bar holds every entry on one line at 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'global.admin');
  const main = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Documents', 'Action Items', 'Workspace', 'Admin Tools', 'Studio']) await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
  for (const name of ['Programs', 'Apps', 'Global Tools']) await expect(main.getByRole('button', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start New' })).toBeVisible();

  // One line: the bar keeps its 64 px, and no entry's label wraps onto a second line.
  expect((await page.locator('header').boundingBox())?.height).toBe(64);
  const heights = await page.locator('header .MuiButton-root').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().height));
  expect(Math.max(...heights)).toBeLessThan(44);
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toHaveCount(0);
});

test('a narrower window collapses the top bar into its menu, sooner the more entries it has', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await signInAs(page, 'global.admin');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Navigation menu' }).getByRole('link', { name: 'Studio', exact: true })).toBeVisible();

  const staff = await page.context().browser()!.newPage({ viewport: { width: 1000, height: 800 } });
  await signInAs(staff, 'staff.one');
  await expect(staff.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workspace' })).toBeVisible();
  await staff.close();
});

test('under 648 px the program panel opens from its toggle by keyboard, and focus comes back to the toggle', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 800 });
  await signInAs(page, 'program.admin');
  await page.goto('/program/prog-01-lab-safety');
  const toggle = page.getByRole('button', { name: 'Program menu', exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');

  const panel = page.getByRole('dialog', { name: 'Laboratory Safety' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Open in Studio' })).toBeVisible();
  expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();

  // From 648 px up the panel sits beside the screen, 450 px wide in the program admin view, with no drawer toggle.
  await page.setViewportSize({ width: 1280, height: 800 });
  const beside = page.getByRole('navigation', { name: 'Program' });
  await expect(beside).toBeVisible();
  await expect.poll(async () => (await beside.boundingBox())?.width).toBe(450);
  await expect(toggle).toHaveCount(0);

  // It collapses to a 32 px strip, and stays collapsed on the next visit (the browser remembers).
  await beside.getByRole('button', { name: 'Collapse program menu' }).click();
  await expect.poll(async () => (await beside.boundingBox())?.width).toBe(32);
  await page.reload();
  await expect.poll(async () => (await page.getByRole('navigation', { name: 'Program' }).boundingBox())?.width).toBe(32);
  await page.getByRole('navigation', { name: 'Program' }).getByRole('button', { name: 'Expand program menu' }).click();
  await expect.poll(async () => (await page.getByRole('navigation', { name: 'Program' }).boundingBox())?.width).toBe(450);
});

test("a program admin's Studio leads to their program's studio", async ({ page }) => {
  await signInAs(page, 'program.admin');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Studio' }).click();
  await expect(page).toHaveURL(/\/studio\/campus\/01\/program\/prog-01-lab-safety$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Laboratory Safety' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
});

test('Can View Studio alone leads to a page that says what is open, never to Access Denied', async ({ page, request }) => {
  const grant = { user: 'user:user-staff-two', relation: 'can_view_studio', object: 'global:platform' };
  await asGlobalAdmin(request, 'writes', grant);
  try {
    await signInAs(page, 'staff.two');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Studio' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
    await expect(page.getByText('You may view the Studio, but none of its screens is open to you yet')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await asGlobalAdmin(request, 'deletes', grant);
  }
});
