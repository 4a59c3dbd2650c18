import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, signInAs } from './support';

const flagKey = 'poc-import-mapper';
const bayview = 'PSU Bayview (01)';

/** Switches a campus of the open flag panel, answering the confirmation. */
async function switchCampus(page: Page, panel: Locator, on: boolean) {
  await panel.getByRole('switch', { name: bayview }).click();
  const confirm = page.getByRole('dialog', { name: `Turn ${flagKey} ${on ? 'on' : 'off'} for ${bayview}?` });
  await confirm.getByRole('button', { name: on ? 'Turn on' : 'Turn off' }).click();
  await expect(page.getByText(`${flagKey} is now ${on ? 'on' : 'off'} for ${bayview}.`)).toBeVisible();
  // The confirmation gives the focus back to the switch that asked.
  await expect(panel.getByRole('switch', { name: bayview })).toBeFocused();
}

test('a global admin flips a flag for one campus on /flags, sees it in the history and flips it back', async ({ page }) => {
  await signInAs(page, 'global.admin');

  // The entry is in the profile menu.
  await page.getByRole('button', { name: /^Profile menu for / }).click();
  await page.getByRole('menuitem', { name: 'Feature Flags' }).click();
  await expect(page).toHaveURL(/\/flags$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feature Flags' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: `Edit ${flagKey}` }).click();
  const panel = page.getByRole('dialog', { name: flagKey });
  const history = panel.getByRole('list', { name: 'History' });
  await expect(panel.getByRole('switch', { name: bayview })).not.toBeChecked();

  await switchCampus(page, panel, true);
  await expect(panel.getByRole('switch', { name: bayview })).toBeChecked();
  await expect(history.getByRole('listitem').first()).toContainText('On for campus 01');
  await expect(history.getByRole('listitem').first()).toContainText('by user-global-admin');
  await expectNoSeriousA11yViolations(page);

  await switchCampus(page, panel, false);
  await expect(panel.getByRole('switch', { name: bayview })).not.toBeChecked();
  await expect(history.getByRole('listitem').first()).toContainText('Off');
  await expect(history.getByRole('listitem').nth(1)).toContainText('On for campus 01');

  // Closing the panel gives the focus back to the flag's Edit button, whose row says it is off again.
  await panel.getByRole('button', { name: 'Close panel' }).click();
  await expect(page.getByRole('button', { name: `Edit ${flagKey}` })).toBeFocused();
  await expect(page.getByRole('row').filter({ hasText: flagKey })).toContainText('Off');
});

test('staff.one has no internal tools entry and gets Access Denied on /flags and /drs', async ({ page }) => {
  await signInAs(page, 'staff.one');

  await page.getByRole('button', { name: /^Profile menu for / }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Feature Flags' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  for (const path of ['/flags', '/drs']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  }
});

test('the flags fit a phone, as cards', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, 'global.admin');

  await page.goto('/flags');

  await expect(page.getByRole('list', { name: 'Feature flags' }).getByRole('listitem').filter({ hasText: flagKey })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
});
