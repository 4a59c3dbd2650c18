import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAs, testId, expectNoHorizontalOverflow, pickOption } from './support';

// The inventory page (issue 16, docs/decisions.md inv16): staff.one, the demo lab inventory's owner, adds a
// container of a library chemical, adjusts, moves and disposes of it, and reads its history; focus follows each
// change; staff.two (a viewer) reads only; someone with no access is refused. Phones get cards.

test.setTimeout(120_000);

const inventoryPath = '/manage-inventory/inv-01-chem-lab';
const barcode = `AZ-${testId}`;
const which = `Sodium azide, ${barcode}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `.screenshots/inventory16/${name}.png`, fullPage: true });

test('the owner adds, adjusts, moves and disposes of a container; its history says who changed what', async ({ page }) => {
  await signInAs(page, 'staff.one');
  await page.goto(inventoryPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Chemistry Hall 204 teaching lab' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Containers of Chemistry Hall 204 teaching lab' });
  await expect(grid.getByText('Hydrochloric acid')).toBeVisible();
  await expect(grid.getByText('CHM-000101')).toBeVisible();
  await shot(page, 'inventory-1280');
  await expectNoSeriousA11yViolations(page);

  // Add container: the chemical from the chemical library, by name.
  await page.getByRole('button', { name: 'Add container' }).click();
  const add = page.getByRole('dialog', { name: 'Add container' });
  // Other specs may have published more chemical libraries: the demo one is picked when there is a choice.
  await expect(add.getByRole('combobox', { name: 'Chemical', exact: true })).toBeEnabled();
  const libraryChoice = add.getByRole('combobox', { name: 'Chemical library' });
  if (await libraryChoice.isVisible()) {
    await libraryChoice.click();
    await page.getByRole('option', { name: 'Chemical inventory', exact: true }).click();
  }
  await add.getByRole('combobox', { name: 'Chemical', exact: true }).fill('azide');
  await page.getByRole('option', { name: 'Sodium azide' }).click();
  await add.getByRole('textbox', { name: 'Quantity' }).fill('25');
  await pickOption(page, add.getByRole('combobox', { name: 'Unit' }), page.getByRole('option', { name: 'g', exact: true }));
  await add.getByRole('textbox', { name: 'Building' }).fill('Chemistry Hall');
  await add.getByRole('textbox', { name: 'Floor' }).fill('2');
  await add.getByRole('textbox', { name: 'Room' }).fill('204');
  await add.getByRole('textbox', { name: 'Container ID / barcode (optional)' }).fill(barcode);
  await shot(page, 'inventory-add-1280');
  await expectNoSeriousA11yViolations(page);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Sodium azide (25 g) added.').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // Search by the start of the name finds it.
  await page.getByRole('textbox', { name: 'Search chemicals' }).fill('sodium a');
  await expect(grid.getByText(barcode)).toBeVisible();
  await expect(grid.getByText('Acetone')).toHaveCount(0);

  // Adjust: focus comes back to the row's Adjust button.
  await page.getByRole('button', { name: `Adjust ${which}` }).click();
  const adjust = page.getByRole('dialog', { name: 'Adjust Sodium azide' });
  await adjust.getByRole('textbox', { name: 'Quantity (g)' }).fill('20');
  await adjust.getByRole('textbox', { name: 'Reason (optional)' }).fill('Weighed out for a buffer');
  await adjust.getByRole('button', { name: 'Save quantity' }).click();
  await expect(page.getByText('Sodium azide now holds 20 g.').first()).toBeVisible();
  await expect(grid.getByText('20 g')).toBeVisible();
  await expect(page.getByRole('button', { name: `Adjust ${which}` })).toBeFocused();

  // Move to another room.
  await page.getByRole('button', { name: `Move ${which}` }).click();
  const move = page.getByRole('dialog', { name: 'Move Sodium azide' });
  await move.getByRole('textbox', { name: 'Room' }).fill('210');
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(grid.getByText('Chemistry Hall, floor 2, room 210')).toBeVisible();

  // History: newest first, who and what.
  await page.getByRole('button', { name: `History ${which}` }).click();
  const history = page.getByRole('dialog', { name: 'History of Sodium azide' });
  const changes = history.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');
  await expect(changes).toHaveCount(3);
  await expect(changes.nth(0)).toContainText('Moved');
  await expect(changes.nth(0)).toContainText('Location: Chemistry Hall, floor 2, room 204 → Chemistry Hall, floor 2, room 210');
  await expect(changes.nth(1)).toContainText('Quantity: 25 g → 20 g');
  await expect(changes.nth(1)).toContainText('Note: Weighed out for a buffer');
  await expect(changes.nth(2)).toContainText('Added');
  await expect(changes.nth(2)).toContainText('by Jordan Lee');
  await shot(page, 'inventory-history-1280');
  await expectNoSeriousA11yViolations(page);
  await history.getByRole('button', { name: 'Close panel' }).click();

  // Dispose: it leaves the active list and is under Show disposed.
  await page.getByRole('button', { name: `Dispose ${which}` }).click();
  await page.getByRole('dialog', { name: 'Dispose of Sodium azide?' }).getByRole('button', { name: 'Dispose' }).click();
  await expect(page.getByText('Sodium azide (20 g) disposed of.').first()).toBeVisible();
  await expect(grid.getByText(barcode)).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show disposed' }).check();
  const disposed = page.getByRole('grid', { name: 'Disposed containers of Chemistry Hall 204 teaching lab' });
  await expect(disposed.getByText(barcode)).toBeVisible();
  await expect(page.getByRole('button', { name: `Move ${which}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `History ${which}` })).toBeVisible();
});

test('on a phone the containers are cards and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAs(page, 'staff.one');
  await page.goto(inventoryPath);
  await expect(page.getByRole('button', { name: 'Move Acetone, CHM-000101' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await shot(page, 'inventory-360');
  await expectNoSeriousA11yViolations(page);
});

test('a viewer reads the containers and their history but changes nothing', async ({ page }) => {
  await signInAs(page, 'staff.two');
  await page.goto(inventoryPath);
  await expect(page.getByRole('button', { name: 'History Acetone, CHM-000101' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add container' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Move Acetone, CHM-000101' })).toHaveCount(0);
});

test('someone who is neither a viewer nor a manager of the inventory is refused', async ({ page }) => {
  await signInAs(page, 'program.admin');
  await page.goto(inventoryPath);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Chemistry Hall 204 teaching lab')).toHaveCount(0);
});
