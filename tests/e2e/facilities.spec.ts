import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAs } from './support';

// Facilities on Home (flag home-facility, on in the shipped config): staff.one holds roles at seven facilities of
// campus 01 (infra/config/campuses.json), so Home shows five and View More opens the full list.

const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('Home shows five facilities with the user’s roles, and View More opens all of them', async ({ page }) => {
  await signInAs(page, 'staff.one');
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Facilities' });
  await expect(section.getByRole('listitem')).toHaveCount(5);
  await expect(section.getByRole('listitem').nth(1)).toContainText('Chemistry Hall Stockroom');
  await expect(section.getByRole('listitem').nth(1)).toContainText('Facility Manager, Chemical Inventory Owner');
  await expect(section.getByRole('listitem').nth(1)).toContainText('Chemical Storage · North Bay District · License HMBP-01-2231');
  await page.screenshot({ path: 'test-results/facilities/home-1280.png', fullPage: true });
  await expectNoSeriousA11yViolations(page);

  await section.getByRole('link', { name: 'View More Facilities' }).click();
  await expect(page).toHaveURL(/\/profile\/facilities\/user\/user-staff-one$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Facilities' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Facilities' });
  await expect(grid.getByRole('row')).toHaveCount(8);
  await expect(grid.getByRole('row').filter({ hasText: 'Student Health Clinic' })).toContainText('CDPH-CLIN-550912');
  await page.screenshot({ path: 'test-results/facilities/list-1280.png', fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

test('the facilities fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, 'staff.one');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Facilities' }).getByRole('listitem')).toHaveCount(5);
  await expect.poll(() => noHorizontalOverflow(page)).toBe(true);
  await page.screenshot({ path: 'test-results/facilities/home-360.png', fullPage: true });

  await page.goto('/profile/facilities/user/user-staff-one');
  await expect(page.getByRole('grid', { name: 'Facilities' })).toContainText('Grounds Pesticide Storage');
  await expect.poll(() => noHorizontalOverflow(page)).toBe(true);
  await page.screenshot({ path: 'test-results/facilities/list-360.png', fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

test('another user’s facility list is refused', async ({ page }) => {
  await signInAs(page, 'staff.two');
  await page.goto('/profile/facilities/user/user-staff-one');
  await expect(page.getByRole('grid', { name: 'Facilities' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Facilities');
});
