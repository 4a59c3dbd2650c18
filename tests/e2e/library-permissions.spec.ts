import { expect, test, type Browser, type Page } from '@playwright/test';
import { signedInApi } from './persona-api';
import { cleanUp, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, signInAs, testId, pickOption } from './support';

// Issue 16, libroles16: a library's admin shares it. global.admin makes staff.two an editor of one library on its
// Permissions tab; staff.two edits an item there; global.admin takes the grant back; staff.two's next save is refused
// and the item reads as read-only.

test.describe.configure({ mode: 'serial' });
test.afterAll(async ({ request }) => cleanUp(request));

const libraryName = `Solvents ${testId}`;
let libraryId = '';
let itemId = '';

const permissionsPath = () => `/studio/global/library/${encodeURIComponent(libraryId)}/permissions`;
const itemPath = () => `/studio/global/library/${encodeURIComponent(libraryId)}/detail/${encodeURIComponent(itemId)}`;

test.beforeAll(async ({ baseURL }) => {
  const admin = await signedInApi(baseURL!, 'global.admin');
  const flag = await admin.call('mutation ($input: SetFeatureFlagInput!) { setFeatureFlag(input: $input) { key } }', { input: { key: 'rollout-library-management', enabled: true } });
  expect(flag.errors).toBeUndefined();
  const created = await admin.call<{ createLibrarySchema: { id: string } }>('mutation ($input: CreateLibrarySchemaInput!) { createLibrarySchema(input: $input) { id } }', {
    input: { objectName: libraryName },
  });
  libraryId = created.data!.createLibrarySchema.id;
  const field = await admin.call<{ addLibraryField: { version: number } }>('mutation ($input: LibraryFieldChangeInput!) { addLibraryField(input: $input) { version } }', {
    input: { libraryId, expectedVersion: 1, field: { fieldName: 'name', dataType: 'TEXT', required: true, unique: true } },
  });
  const published = await admin.call('mutation ($input: LibraryVersionInput!) { publishLibrarySchema(input: $input) { id } }', {
    input: { id: libraryId, expectedVersion: field.data!.addLibraryField.version },
  });
  expect(published.errors).toBeUndefined();
  const item = await admin.call<{ createLibraryItem: { id: string } }>('mutation ($input: CreateLibraryItemInput!) { createLibraryItem(input: $input) { id } }', {
    input: { libraryId, values: JSON.stringify({ name: 'Acetone' }) },
  });
  itemId = item.data!.createLibraryItem.id;
  await admin.dispose();
});

/** A page of its own, signed in as `username`. */
async function pageAs(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, username);
  return page;
}

test('global.admin makes staff.two an editor of the library on its Permissions tab', async ({ page }) => {
  await signInAs(page, 'global.admin');
  await page.goto(`/studio/global/library/${encodeURIComponent(libraryId)}`);
  await page.getByRole('tab', { name: 'Permissions' }).click();
  await expect(page).toHaveURL(/\/permissions$/);
  const table = page.getByRole('table', { name: 'Who has access' });
  await expect(table.getByRole('row', { name: /Grace Okafor/ })).toContainText('Admin');
  await expect(table.getByRole('row', { name: /Everyone signed in/ })).toContainText('Viewer');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/library-permissions-1280.png', fullPage: true });

  await page.getByRole('button', { name: 'Grant access' }).click();
  const panel = page.getByRole('dialog', { name: 'Grant access' });
  await pickOption(page, panel.getByRole('combobox', { name: 'Campus' }), page.getByRole('option', { name: 'PSU Bayview' }));
  await panel.getByRole('combobox', { name: 'Person' }).fill('Rivera');
  await page.getByRole('option', { name: /Sam Rivera/ }).click();
  await expect(panel.getByRole('combobox', { name: 'Access' })).toHaveText('Editor');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/library-permissions-panel-1280.png' });
  await panel.getByRole('button', { name: 'Grant', exact: true }).click();

  await expect(page.getByText('Sam Rivera is now an editor of this library.')).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(table.getByRole('row', { name: /Sam Rivera/ })).toBeFocused();
  await expect(table.getByRole('row', { name: /Sam Rivera/ })).toContainText('Editor');
});

test('staff.two edits an item; once global.admin revokes the grant, the next save is refused', async ({ browser }) => {
  const staffTwo = await pageAs(browser, 'staff.two');
  await staffTwo.goto(itemPath());
  // An editor: the items and the import, not the fields or the permissions.
  await expect(staffTwo.getByRole('tab', { name: 'Import' })).toBeVisible();
  await expect(staffTwo.getByRole('tab', { name: 'Configure fields' })).toHaveCount(0);
  await expect(staffTwo.getByRole('tab', { name: 'Permissions' })).toHaveCount(0);
  const name = staffTwo.getByRole('textbox', { name: 'name' });
  await name.fill('Acetone (HPLC grade)');
  await staffTwo.getByRole('button', { name: 'Save' }).click();
  await expect(staffTwo.getByText('Item saved.')).toBeVisible();

  const admin = await pageAs(browser, 'global.admin');
  await admin.goto(permissionsPath());
  await admin.getByRole('button', { name: 'Revoke editor access of Sam Rivera' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Revoke editor access?' });
  await expect(confirm).toContainText(`Sam Rivera will no longer be an editor of ${libraryName}.`);
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(admin.getByText('Sam Rivera is no longer an editor of this library.')).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Who has access' })).toBeFocused();
  await expect(admin.getByRole('row', { name: /Sam Rivera/ })).toHaveCount(0);

  // staff.two's page still shows Save: the API refuses it, and the item reads as read-only once reloaded.
  await name.fill('Acetone (technical)');
  await staffTwo.getByRole('button', { name: 'Save' }).click();
  await expect(staffTwo.getByRole('alert').filter({ hasText: 'Only the editors of this library may change its items.' })).toBeVisible();
  await staffTwo.reload();
  await expect(staffTwo.getByRole('textbox', { name: 'name' })).toHaveValue('Acetone (HPLC grade)');
  await expect(staffTwo.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await staffTwo.context().close();
  await admin.context().close();
});

test('the Permissions tab and its panel fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, 'global.admin');
  await page.goto(permissionsPath());
  await expect(page.getByRole('table', { name: 'Who has access' }).getByRole('row', { name: /Grace Okafor/ })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/library-permissions-360.png', fullPage: true });

  await page.getByRole('button', { name: 'Grant access' }).click();
  const panel = page.getByRole('dialog', { name: 'Grant access' });
  await panel.getByRole('radio', { name: "A role's members" }).check();
  await expect(panel.getByRole('combobox', { name: 'Role' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/library-permissions-panel-360.png' });
});
