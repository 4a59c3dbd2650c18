import { expect, test } from '@playwright/test';
import { cleanUp, expectNoSeriousA11yViolations, signInAs } from './support';

test.afterAll(async ({ request }) => cleanUp(request));

test('a staff member starts a form, answers, reloads, finds the answer, and signs out', async ({ page }) => {
  await signInAs(page, 'staff.one');

  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  const actionItems = page.getByRole('region', { name: 'Action Items' });
  await expect(actionItems.getByText('Complete your annual laboratory safety refresher')).toBeVisible();
  await expect(actionItems.getByRole('link', { name: 'View More' })).toHaveAttribute('href', '/action-items');
  await expectNoSeriousA11yViolations(page);

  // From Get Started: the Workspace may list earlier forms of the same template by the same name.
  await page.getByRole('region', { name: 'Get Started' }).getByRole('link', { name: 'Laboratory Safety Inspection' }).first().click();
  await expect(page).toHaveURL(/\/template\/tg-lab-safety-inspection/);
  await expect(page.getByRole('heading', { name: 'Laboratory Safety Inspection' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Start Form' }).click();

  await expect(page).toHaveURL(/\/form\/[0-9a-f-]{36}/);
  const room = page.getByRole('textbox', { name: /Room number/ });
  await room.fill('Room 210B, Life Sciences');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByRole('textbox', { name: /Room number/ })).toHaveValue('Room 210B, Life Sciences');

  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong password shows the server message and stays on the sign-in page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('staff.one');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByText('Incorrect username or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('another staff member cannot open the form', async ({ page, browser }) => {
  await signInAs(page, 'staff.one');
  await page.goto('/template/tg-ergonomic-self-assessment');
  await page.getByRole('button', { name: 'Start Form' }).click();
  await expect(page).toHaveURL(/\/form\//);
  const formUrl = new URL(page.url()).pathname;

  const other = await browser.newPage();
  await signInAs(other, 'staff.two');
  await other.goto(formUrl);
  await expect(other.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await other.close();
});
