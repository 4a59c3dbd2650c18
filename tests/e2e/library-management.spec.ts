import { expect, test } from '@playwright/test';
import { signedInApi } from './persona-api';
import { expectNoSeriousA11yViolations, signInAs, testId, pickOption } from './support';

const libraryName = `Solvents ${testId}`;

test.beforeAll(async ({ baseURL }) => {
  const admin = await signedInApi(baseURL!, 'global.admin');
  const set = await admin.call('mutation ($input: SetFeatureFlagInput!) { setFeatureFlag(input: $input) { key } }', { input: { key: 'rollout-library-management', enabled: true } });
  expect(set.errors).toBeUndefined();
  await admin.dispose();
});

test('a global admin builds a library, publishes it and fills it; its items page and search find them', async ({ page }) => {
  await signInAs(page, 'global.admin');

  // The list, then New Library: a DRAFT library opens at configure_fields.
  await page.goto('/studio/global/library-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Library Management' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Libraries' }).getByRole('link', { name: 'Chemical inventory' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'New Library' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Library' });
  await dialog.getByRole('textbox', { name: 'Library name' }).fill(libraryName);
  await pickOption(page, dialog.getByRole('combobox', { name: 'Library type' }), page.getByRole('option', { name: 'Chemical' }));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/configure_fields$/);
  await expect(page.getByRole('heading', { level: 1, name: libraryName })).toBeVisible();

  // Fields: a unique name, then a pick list, moved above it and back.
  await page.getByRole('button', { name: 'Add Field' }).click();
  let fieldDialog = page.getByRole('dialog', { name: 'Add Field' });
  await fieldDialog.getByRole('textbox', { name: 'Field name' }).fill('name');
  await fieldDialog.getByRole('checkbox', { name: 'Required' }).check();
  await fieldDialog.getByRole('checkbox', { name: 'Unique' }).check();
  await fieldDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Field name added.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Field' }).click();
  fieldDialog = page.getByRole('dialog', { name: 'Add Field' });
  await fieldDialog.getByRole('textbox', { name: 'Field name' }).fill('hazard');
  await pickOption(page, fieldDialog.getByRole('combobox', { name: 'Data type' }), page.getByRole('option', { name: 'Pick list' }));
  await fieldDialog.getByRole('textbox', { name: 'Choices' }).fill('Flammable liquid = flammable\nCorrosive = corrosive');
  await fieldDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Field hazard added.')).toBeVisible();
  const fields = page.getByRole('list', { name: 'Fields' });
  await page.getByRole('button', { name: 'Move hazard up' }).click();
  await expect(fields.getByRole('listitem').first()).toContainText('hazard');
  await page.getByRole('button', { name: 'Move hazard down' }).click();
  await expect(fields.getByRole('listitem').first()).toContainText('name');
  await expectNoSeriousA11yViolations(page);

  // Configure: publish, which opens the library's page.
  await page.getByRole('tab', { name: 'Configure', exact: true }).click();
  await page.getByRole('button', { name: 'Publish Library' }).click();
  await expect(page.getByText('Library published.')).toBeVisible();
  await expect(page).toHaveURL(/\/library\/[^/]+$/);

  // Items: add one; the same name again (in another case) is refused, naming the field.
  for (const [name, hazard] of [['Acetone', 'Flammable liquid'], ['Hydrochloric acid', 'Corrosive']] as const) {
    await page.getByRole('link', { name: 'Add Item' }).click();
    await page.getByRole('textbox', { name: 'name' }).fill(name);
    await pickOption(page, page.getByRole('combobox', { name: 'hazard' }), page.getByRole('option', { name: hazard }));
    await page.getByRole('button', { name: 'Add Item' }).click();
    // The new item's page, named after it (the toasts of the two adds may stand together).
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await page.getByRole('tab', { name: 'Items' }).click();
  }
  await page.getByRole('link', { name: 'Add Item' }).click();
  await page.getByRole('textbox', { name: 'name' }).fill('ACETONE');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Another item already has name "ACETONE".' })).toBeVisible();
  await page.getByRole('tab', { name: 'Items' }).click();

  const grid = page.getByRole('grid', { name: `Items of ${libraryName}` });
  await expect(grid.getByRole('link', { name: 'Acetone' })).toBeVisible();
  await expect(grid.getByText('flammable')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search items' }).fill('hydro');
  await expect(grid.getByRole('link', { name: 'Hydrochloric acid' })).toBeVisible();
  await expect(grid.getByRole('link', { name: 'Acetone' })).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  // The list opens a published library at its page.
  await page.goto('/studio/global/library-management');
  await page.getByRole('textbox', { name: 'Search libraries' }).fill(libraryName);
  await page.getByRole('grid', { name: 'Libraries' }).getByRole('link', { name: libraryName }).click();
  await expect(page).toHaveURL(/\/library\/[^/]+$/);
});

test('an unknown library names its id', async ({ page }) => {
  await signInAs(page, 'global.admin');
  await page.goto('/studio/global/library/lib-nowhere/configure');
  await expect(page.getByText('Library lib-nowhere was not found.')).toBeVisible();
});
