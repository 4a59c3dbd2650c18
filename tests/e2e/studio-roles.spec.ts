import { expect, test, type Locator, type Page } from '@playwright/test';
import { cleanUp, expectNoSeriousA11yViolations, signInAs, testId, pickOption } from './support';

test.afterAll(async ({ request }) => cleanUp(request));

const roleName = `Studio Viewers ${testId}`;

async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  await pickOption(page, scope.getByRole('combobox', { name: label, exact: true }), page.getByRole('option', { name: option }));
}

test('staff.one sees no studio and is refused at its door', async ({ page }) => {
  await signInAs(page, 'staff.one');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  await expect(page.getByRole('link', { name: 'Studio' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Admin Tools' })).toHaveCount(0);

  await page.goto('/studio/global/role');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('global.admin grants a new role the studio, adds staff.one, and staff.one then sees the Studio', async ({ page, browser }) => {
  await signInAs(page, 'global.admin');
  await page.getByRole('link', { name: 'Studio' }).click();
  await expect(page.getByRole('heading', { name: 'Auth Model' })).toBeVisible();
  await expect(page.getByText('define can_view_studio', { exact: false }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/studio/global/role');
  await page.getByRole('button', { name: 'Create Role' }).click();
  const panel = page.getByRole('dialog', { name: 'Create Role' });
  await panel.getByLabel('Role name').fill(roleName);
  await panel.getByRole('button', { name: 'Create' }).click();
  await expect(panel).toBeHidden();
  const grant = page.getByRole('checkbox', { name: `Can View Studio for ${roleName}` });
  await grant.click(); // saved on the server first, then shown checked
  await expect(grant).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/studio/global/user-management');
  await page.getByRole('button', { name: 'Add Member' }).click();
  const adding = page.getByRole('dialog', { name: 'Add Member' });
  await chooseOption(page, adding, 'Role', roleName);
  await chooseOption(page, adding, 'Campus', 'PSU Bayview');
  await adding.getByLabel('User').fill('Lee');
  await page.getByRole('option', { name: /Jordan Lee/ }).click();
  await adding.getByRole('button', { name: 'Add' }).click();
  await expect(adding).toBeHidden();
  await expect(page.getByRole('region', { name: 'Manage Global Role Members' }).getByText('Jordan Lee')).toBeVisible();

  const staff = await browser.newPage();
  await signInAs(staff, 'staff.one');
  await expect(staff.getByRole('link', { name: 'Studio' })).toBeVisible();
  // The role gives can_view_studio alone: Studio says what that opens, never an access-denied page.
  await staff.getByRole('link', { name: 'Studio' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  await staff.close();
});
