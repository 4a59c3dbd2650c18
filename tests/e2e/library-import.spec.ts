import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signedInApi } from './persona-api';
import { cleanUp, expectNoSeriousA11yViolations, signInAs, testId, expectNoHorizontalOverflow, templateGroupIdOf, pickOption } from './support';

// The Done-when: global.admin creates a library, adds fields of each type, imports a CSV with some bad
// rows (the rejects come back with their reasons) and publishes it; program.admin builds a template with a library
// search question on it; staff.one answers it.

test.describe.configure({ mode: 'serial' });
test.afterAll(async ({ request }) => cleanUp(request));

const libraryName = `Reagents ${testId}`;
const templateName = `Reagent check ${testId}`;
const programStudio = '/studio/campus/01/program/prog-01-lab-safety';
let libraryId = '';
let builderUrl = '';

/** The file: two good rows, four bad ones (a number, a choice, a related item, a repeated unique name). */
const csv = [
  'name,flashPoint,received,restricted,hazard,contact,sds,equipment',
  'Acetone,-20,2026-01-15,no,Flammable,lab@example.edu,https://example.edu/sds/acetone,hwe-propane-torch',
  'Ethanol,hot,2026-02-01,no,Flammable,lab@example.edu,https://example.edu/sds/ethanol,',
  'Bleach,,2026-02-01,yes,Oxidizer,lab@example.edu,,',
  'Toluene,4,2026-03-01,no,Flammable,,,hwe-nowhere',
  'ACETONE,-18,2026-01-16,no,Flammable,,,',
  'Hydrochloric acid,,2026-04-01,yes,corrosive,safety@example.edu,https://example.edu/sds/hcl,',
].join('\n');

test.beforeAll(async ({ baseURL }) => {
  const admin = await signedInApi(baseURL!, 'global.admin');
  const set = await admin.call('mutation ($input: SetFeatureFlagInput!) { setFeatureFlag(input: $input) { key } }', { input: { key: 'rollout-library-management', enabled: true } });
  expect(set.errors).toBeUndefined();
  await admin.dispose();
});

async function addField(page: Page, name: string, type: string | null, more: (dialog: ReturnType<Page['getByRole']>) => Promise<void> = async () => undefined) {
  await page.getByRole('button', { name: 'Add Field' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Field' });
  await dialog.getByRole('textbox', { name: 'Field name' }).fill(name);
  if (type) {
    await pickOption(page, dialog.getByRole('combobox', { name: 'Data type' }), page.getByRole('option', { name: type, exact: true }));
  }
  await more(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Field ${name} added.`)).toBeVisible();
}

test('global.admin builds a library with a field of each type, imports a CSV with bad rows and publishes it', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'global.admin');
  await page.goto('/studio/global/library-management');
  await page.getByRole('button', { name: 'New Library' }).click();
  const created = page.getByRole('dialog', { name: 'New Library' });
  await created.getByRole('textbox', { name: 'Library name' }).fill(libraryName);
  await created.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/configure_fields$/);
  libraryId = decodeURIComponent(/\/library\/([^/]+)\//.exec(page.url())![1]!);

  await addField(page, 'name', null, async (dialog) => {
    await dialog.getByRole('checkbox', { name: 'Required' }).check();
    await dialog.getByRole('checkbox', { name: 'Unique' }).check();
  });
  await addField(page, 'flashPoint', 'Number');
  await addField(page, 'received', 'Date');
  await addField(page, 'restricted', 'Yes / No');
  await addField(page, 'hazard', 'Pick list', (dialog) => dialog.getByRole('textbox', { name: 'Choices' }).fill('Flammable = flammable\nCorrosive = corrosive'));
  await addField(page, 'contact', 'Email');
  await addField(page, 'sds', 'URL');
  await addField(page, 'equipment', 'Relation to another library', async (dialog) => {
    await pickOption(page, dialog.getByRole('combobox', { name: 'Related library' }), page.getByRole('option', { name: 'Hot work equipment' }));
  });

  // Import: the file's columns match the fields by name; the preview shows each bad row's reason.
  await page.getByRole('tab', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { name: '1. Choose a CSV file' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'reagents.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('heading', { name: '2. Match columns to fields' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'equipment' })).toHaveText('equipment');
  const preview = page.getByRole('list', { name: 'First rows of the file' });
  await expect(preview.getByRole('listitem').nth(0)).toContainText('New item');
  await expect(preview.getByRole('listitem').nth(1)).toContainText('flashPoint: Enter a number');
  await expect(preview.getByRole('listitem').nth(2)).toContainText('"Oxidizer" is not one of the choices');
  await expect(preview.getByRole('listitem').nth(3)).toContainText('No item hwe-nowhere in the related library');
  await expect(preview.getByRole('listitem').nth(4)).toContainText('name "ACETONE" repeats row 1');
  await expect(preview.getByRole('listitem').nth(5)).toContainText('New item');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/library-import-1280.png', fullPage: true });

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Import finished: 2 added, 0 updated, 4 rejected.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeFocused();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download rejected rows' }).click();
  const rejected = readFileSync(await (await download).path(), 'utf8');
  expect(rejected.split(/\r?\n/)[0]).toBe('name,flashPoint,received,restricted,hazard,contact,sds,equipment,Reason');
  expect(rejected).toContain('Ethanol,hot');
  expect(rejected).toContain('flashPoint: Enter a number');
  expect(rejected).toContain('No item hwe-nowhere in the related library');
  expect(rejected.trim().split(/\r?\n/)).toHaveLength(5);
  await expectNoSeriousA11yViolations(page);

  // The same file again updates Acetone and Hydrochloric acid instead of adding them twice.
  await page.locator('input[type="file"]').setInputFiles({ name: 'reagents.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('list', { name: 'First rows of the file' }).getByRole('listitem').nth(0)).toContainText('Updates an item');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Import finished: 0 added, 2 updated, 4 rejected.')).toBeVisible();

  // Publish; the items page shows the two items.
  await page.getByRole('tab', { name: 'Configure', exact: true }).click();
  await page.getByRole('button', { name: 'Publish Library' }).click();
  await expect(page.getByText('Library published.')).toBeVisible();
  const grid = page.getByRole('grid', { name: `Items of ${libraryName}` });
  await expect(grid.getByRole('link', { name: 'Acetone' })).toBeVisible();
  await expect(grid.getByRole('link', { name: 'Hydrochloric acid' })).toBeVisible();
});

test('the import screen fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, 'global.admin');
  await page.goto(`/studio/global/library/${encodeURIComponent(libraryId)}/import`);
  await page.locator('input[type="file"]').setInputFiles({ name: 'reagents.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const preview = page.getByRole('list', { name: 'First rows of the file' });
  await expect(preview.getByRole('listitem').nth(1)).toContainText('flashPoint: Enter a number');
  await expect(preview.getByRole('listitem').nth(0)).toContainText('Updates an item');
  await expect(preview.getByText('Checking…')).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/library-import-360.png', fullPage: true });
});

test('the library permissions screen sets which global roles create and manage libraries', async ({ page }) => {
  await signInAs(page, 'global.admin');
  await page.goto('/studio/global/library-management');
  await page.getByRole('link', { name: 'Permissions', exact: true }).click();
  await expect(page).toHaveURL(/\/studio\/global\/library-management\/permissions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Library Permissions' })).toBeVisible();
  // A fresh stack has no global roles yet: the roles screen offers to create one (its table then shows the actions).
  await expect(page.getByRole('button', { name: 'Create Role', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('program.admin builds a template with a library search question on it', async ({ page }) => {
  await signInAs(page, 'program.admin');
  await page.goto(programStudio);
  await page.getByRole('button', { name: 'New Template' }).first().click();
  await expect(page).toHaveURL(/\/studio\/campus\/01\/template\/[^/]+/);
  builderUrl = page.url();
  const nameField = page.getByLabel('Template name');
  await nameField.fill(templateName);
  await nameField.press('Tab');
  await expect(page.getByRole('heading', { name: `Template builder: ${templateName}` })).toBeAttached();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Library search', exact: true }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('treeitem', { name: /Untitled library search question/ })).toBeVisible();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue(/^Untitled/);
  await title.fill('Reagent used');
  await title.press('Tab');
  await expect(title).toHaveValue('Reagent used');
  // The library is chosen by its name among the published ones; its name for the people answering follows.
  await page.getByRole('combobox', { name: 'Library', exact: true }).fill(libraryName.slice(0, 12));
  await page.getByRole('option', { name: libraryName }).click();
  await expect(page.getByRole('textbox', { name: 'Library name' })).toHaveValue(libraryName);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish template' });
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('PUBLISHED', { exact: true }).first()).toBeVisible();
});

test('staff.one answers it with an imported item', async ({ page }) => {
  await signInAs(page, 'staff.one');
  const templateId = builderUrl.split('/template/')[1]!.split('/')[0]!;
  const groupId = await templateGroupIdOf(page, templateId);
  await page.goto(`/template/${groupId}`);
  await page.getByRole('button', { name: 'Start Form' }).click();
  await expect(page).toHaveURL(/\/form\/[^/]+$/);
  const field = page.getByRole('combobox', { name: 'Reagent used' });
  await field.fill('Hydro');
  await page.getByRole('option', { name: /Hydrochloric acid/ }).first().click();
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Reagent used' })).toHaveValue(/Hydrochloric acid/);
});
