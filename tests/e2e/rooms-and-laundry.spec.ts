import { expect, test, type Page } from '@playwright/test';
import { cleanUp, expectNoSeriousA11yViolations, signInAs } from './support';

// rooms16: a form's room search finds campus config's rooms by building and number and keeps the answer; Manage
// Laundry Locations is the PPE coordinator's (staff.two, "PPE Coordinator" in campus config) and nobody else's.

test.describe.configure({ mode: 'serial' });
test.afterAll(async ({ request }) => cleanUp(request));

const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('staff.one answers a room search by building and number, and the answer survives a reload', async ({ page }) => {
  await signInAs(page, 'staff.one');
  await page.goto('/template/tg-every-kind-demo');
  await page.getByRole('button', { name: 'Start Form' }).click();
  await expect(page).toHaveURL(/\/form\/[0-9a-f-]{36}/);
  const room = page.getByRole('combobox', { name: 'Room', exact: true });

  await room.fill('Chem 22');
  await expect(page.getByRole('option')).toHaveCount(2);
  await page.getByRole('option', { name: /Chemistry Hall \(CHM\), floor 2, room 220/ }).click();
  await expect(room).toHaveValue('Chemistry Hall (CHM), floor 2, room 220');
  await page.screenshot({ path: 'test-results/rooms16/room-answer-1280.png' });
  await page.reload();

  await expect(page.getByRole('combobox', { name: 'Room', exact: true })).toHaveValue('Chemistry Hall (CHM), floor 2, room 220');

  // On a phone the options (building, floor, room and the room's key) wrap inside the page.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('combobox', { name: 'Room', exact: true }).fill('Chemistry 3');
  await expect(page.getByRole('option')).toHaveCount(2);
  await expect.poll(() => noHorizontalOverflow(page)).toBe(true);
  await page.screenshot({ path: 'test-results/rooms16/room-options-360.png' });
});

test('the PPE coordinator manages laundry locations from Home, at 1280 and 360 px', async ({ page }) => {
  await signInAs(page, 'staff.two');
  await page.goto('/');
  await page.getByRole('link', { name: 'Manage Laundry Locations' }).click();
  await expect(page).toHaveURL(/\/manage\/laundry-locations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Laundry Locations' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chemistry Hall drop-off' })).toBeVisible();
  await expect(page.getByText('Mon-Fri 8:00-17:00')).toBeVisible();
  await page.screenshot({ path: 'test-results/rooms16/laundry-1280.png', fullPage: true });
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByText('Life Sciences drop-off')).toBeVisible();
  await expect.poll(() => noHorizontalOverflow(page)).toBe(true);
  await page.screenshot({ path: 'test-results/rooms16/laundry-360.png', fullPage: true });
});

test('someone who is not a PPE coordinator is denied', async ({ page }) => {
  await signInAs(page, 'staff.one');
  await page.goto('/manage/laundry-locations');

  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Chemistry Hall drop-off')).toHaveCount(0);
});
