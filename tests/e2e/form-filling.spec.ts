import { expect, test, type Locator, type Page } from '@playwright/test';
import { cleanUp, expectNoSeriousA11yViolations, signInAs, pickOption } from './support';

// The form-filling issue's proof: staff.one fills in the demo form that has every question kind, sees a
// condition show and hide a question, adds and removes table rows, uploads an image, starts a subform and
// closes it back to the parent, and finds every answer after a reload; two browser contexts answering the same
// form at once lose nothing. The server restart and outage are in form-resilience.spec.ts.

test.describe.configure({ mode: 'serial' });
test.afterAll(async ({ request }) => cleanUp(request));

const demoGroupId = 'tg-every-kind-demo';
const demoName = 'Every Question Kind Demo';
let formUrl = '';

// A 1 x 1 PNG (a single opaque pixel): small enough to build in the test, a real image to the browser.
const pixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The frame of a question (its label and control), found by its title. */
function question(page: Page, title: string): Locator {
  const named = `normalize-space(.)=${JSON.stringify(title)}`;
  return page.locator(`xpath=//*[self::div or self::fieldset][./label[${named}] or ./legend[${named}]]`).first();
}

/** A table cell's field: its column's title and the row, read as one name (Chromium puts a space before the comma). */
const rowCell = (column: string, row: number) => new RegExp(`^${column}\\s?, row ${row}$`);

async function expectSaved(scope: Locator) {
  await expect(scope.getByText('Saved', { exact: true })).toBeVisible();
}

/** Types into a search question and picks the first result matching `option`. */
async function pick(page: Page, title: string, typed: string, option: RegExp) {
  const field = page.getByRole('combobox', { name: title });
  await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
  await expectSaved(question(page, title));
}

async function typeDate(group: Locator, digits: string) {
  await group.getByRole('spinbutton', { name: 'Month' }).click();
  await group.page().keyboard.type(digits);
}

/** Starts a form of the demo template from its Get Started link on the home page. */
async function startDemoForm(page: Page) {
  await page.goto('/');
  await page.getByRole('region', { name: 'Get Started' }).getByRole('link', { name: demoName }).first().click();
  await expect(page).toHaveURL(new RegExp(`/template/${demoGroupId}`));
  await expect(page.getByRole('heading', { name: demoName })).toBeVisible();
  await page.getByRole('button', { name: 'Start Form' }).click();
  await expect(page).toHaveURL(/\/form\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: 'Text and dates' })).toBeVisible();
  return page.url();
}

test('staff.one answers every question kind, and every answer survives a reload', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'staff.one');
  // A lab inspection to find with the document search.
  await page.goto('/template/tg-lab-safety-inspection');
  await page.getByRole('button', { name: 'Start Form' }).click();
  await expect(page).toHaveURL(/\/form\//);
  await expect(page.getByRole('textbox', { name: /Room number/ })).toBeVisible();

  formUrl = await startDemoForm(page);
  await expectNoSeriousA11yViolations(page);

  // Text, short and paragraph.
  await page.getByRole('textbox', { name: 'Short answer' }).fill('Bench 4 by the window');
  await expectSaved(question(page, 'Short answer'));
  await page.getByRole('textbox', { name: 'Paragraph answer' }).fill('Line one\nLine two');
  await expectSaved(question(page, 'Paragraph answer'));

  // A date with a rule (not in the future): a future date is refused on screen, then a past one saves.
  const dateGroup = page.getByRole('group', { name: 'Date observed' });
  await typeDate(dateGroup, '03142026');
  await expectSaved(question(page, 'Date observed'));
  const period = question(page, 'Period covered');
  await typeDate(period.getByRole('group', { name: 'Start date' }), '03012026');
  await typeDate(period.getByRole('group', { name: 'End date' }), '03312026');
  await expectSaved(period);

  // Options: the condition shows "What needs cleaning?" for "No" and hides it again for "Yes".
  await expect(page.getByRole('textbox', { name: 'What needs cleaning?' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'No' }).check();
  await expect(page.getByRole('textbox', { name: 'What needs cleaning?' })).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await expect(page.getByRole('textbox', { name: 'What needs cleaning?' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('textbox', { name: 'What needs cleaning?' }).fill('Fume hood sash');
  await expectSaved(question(page, 'What needs cleaning?'));
  await page.getByRole('checkbox', { name: 'Chemical' }).check();
  await page.getByRole('checkbox', { name: 'Radiological' }).check();
  await expectSaved(question(page, 'Which hazards are present?'));
  await pickOption(page, page.getByRole('combobox', { name: 'Risk level' }), page.getByRole('option', { name: 'Medium' }));
  await expectSaved(question(page, 'Risk level'));
  await page.getByRole('switch', { name: 'Signage is posted' }).check();
  await expectSaved(question(page, 'Signage is posted'));

  // Measurements.
  const distance = question(page, 'Distance to the exit');
  await distance.getByRole('textbox', { name: 'Value' }).fill('12.5');
  await distance.getByRole('textbox', { name: 'Unit' }).fill('m');
  await expectSaved(distance);
  const volume = question(page, 'Waste volume');
  await volume.getByRole('button', { name: /Add/ }).click();
  await volume.getByRole('textbox', { name: 'Value 1' }).fill('4');
  await volume.getByRole('textbox', { name: 'Unit 1' }).fill('L');
  await expectSaved(volume);

  // Search kinds.
  await pick(page, 'Building', 'Chem', /Chemistry Hall/);
  await pick(page, 'Campus', 'Bay', /PSU Bayview/);
  await pick(page, 'Department', 'Bio', /Biological Sciences/);
  await pick(page, 'Person responsible', 'Sam', /Sam Rivera/);
  await pick(page, 'Chemical used', 'Acet', /Acetone/);
  await pick(page, 'Related inspection', 'Lab', /Laboratory Safety Inspection/);
  await pick(page, 'Street address', '1250 Harbor', /1250 Harbor Drive/);
  await pick(page, 'Subject person', 'Sam', /Sam Rivera/);

  // Map.
  const map = question(page, 'Location on the map');
  await map.getByRole('textbox', { name: 'Latitude' }).fill('37.77');
  await map.getByRole('textbox', { name: 'Longitude' }).fill('-122.27');
  await expectSaved(map);

  // An image: upload, thumbnail, description.
  const photos = question(page, 'Photos');
  await photos.locator('input[type=file]').setInputFiles({ name: 'shelf.png', mimeType: 'image/png', buffer: pixelPng });
  await expect(photos.getByRole('img', { name: /shelf/ })).toBeVisible();
  await expect(photos.getByRole('img', { name: /shelf/ })).toHaveJSProperty('naturalWidth', 1);

  // A table gets two rows and loses one.
  const items = question(page, 'Items found');
  await items.getByRole('button', { name: 'Add row' }).click();
  await page.getByRole('textbox', { name: rowCell('Item', 1) }).fill('Old beaker');
  await expectSaved(question(page, 'Item, row 1'));
  await items.getByRole('button', { name: 'Add row' }).click();
  await page.getByRole('textbox', { name: rowCell('Item', 2) }).fill('Spare goggles');
  await page.getByRole('textbox', { name: rowCell('Item', 2) }).press('Tab');
  await page.getByRole('button', { name: 'Remove row 1' }).click();
  await page.getByRole('dialog', { name: 'Remove row 1?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('textbox', { name: rowCell('Item', 1) })).toHaveValue('Spare goggles');
  await expect(page.getByRole('textbox', { name: rowCell('Item', 2) })).toHaveCount(0);

  // A repeatable section.
  await page.getByRole('button', { name: 'Add Readings' }).click();
  const reading = page.getByRole('region', { name: 'Readings 1' });
  // The new entry sits above the button: its first field takes the focus.
  await expect(reading.getByRole('textbox', { name: 'Reading location' })).toBeFocused();
  await reading.getByRole('textbox', { name: 'Reading location' }).fill('North bench');
  await expectSaved(reading);

  await page.screenshot({ path: 'test-results/form-filling-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'test-results/form-filling-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Short answer' })).toHaveValue('Bench 4 by the window');
  await expect(page.getByRole('textbox', { name: 'Paragraph answer' })).toHaveValue('Line one\nLine two');
  await expect(page.getByRole('group', { name: 'Date observed' })).toContainText('03/14/2026');
  await expect(question(page, 'Period covered')).toContainText('03/31/2026');
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'What needs cleaning?' })).toHaveValue('Fume hood sash');
  await expect(page.getByRole('checkbox', { name: 'Chemical' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Radiological' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Biological' })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Risk level' })).toContainText('Medium');
  await expect(page.getByRole('switch', { name: 'Signage is posted' })).toBeChecked();
  await expect(question(page, 'Distance to the exit').getByRole('textbox', { name: 'Value' })).toHaveValue('12.5');
  await expect(question(page, 'Waste volume').getByRole('textbox', { name: 'Unit 1' })).toHaveValue('L');
  await expect(page.getByRole('combobox', { name: 'Building' })).toHaveValue(/Chemistry Hall/);
  await expect(page.getByRole('combobox', { name: 'Campus' })).toHaveValue(/PSU Bayview/);
  await expect(page.getByRole('combobox', { name: 'Department' })).toHaveValue(/Biological Sciences/);
  await expect(page.getByRole('combobox', { name: 'Person responsible' })).toHaveValue(/Sam Rivera/);
  await expect(page.getByRole('combobox', { name: 'Chemical used' })).toHaveValue(/Acetone/);
  await expect(page.getByRole('combobox', { name: 'Related inspection' })).toHaveValue(/Laboratory Safety Inspection/);
  await expect(page.getByRole('combobox', { name: 'Street address' })).toHaveValue(/1250 Harbor Drive/);
  await expect(page.getByRole('combobox', { name: 'Subject person' })).toHaveValue(/Sam Rivera/);
  await expect(question(page, 'Location on the map').getByRole('textbox', { name: 'Latitude' })).toHaveValue('37.77');
  await expect(question(page, 'Photos').getByRole('img', { name: /shelf/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: rowCell('Item', 1) })).toHaveValue('Spare goggles');
  await expect(page.getByRole('textbox', { name: rowCell('Item', 2) })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Readings 1' }).getByRole('textbox', { name: 'Reading location' })).toHaveValue('North bench');
});

test('staff.one starts the subform, answers it, and Close returns to the parent form', async ({ page }) => {
  await signInAs(page, 'staff.one');
  await page.goto(formUrl);
  const subform = page.getByRole('region', { name: 'Follow-up Task' });
  await subform.getByRole('button', { name: 'Start Follow-up Task' }).click();
  await expect(page).not.toHaveURL(formUrl);
  const task = page.getByRole('textbox', { name: 'Task description' });
  await task.fill('Replace the sash cord');
  await expectSaved(question(page, 'Task description'));
  await page.getByRole('link', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(formUrl);
  await expect(page.getByRole('region', { name: 'Follow-up Task' }).getByRole('link')).toHaveCount(1);
  await page.getByRole('region', { name: 'Follow-up Task' }).getByRole('link').click();
  await expect(page.getByRole('textbox', { name: 'Task description' })).toHaveValue('Replace the sash cord');
});

test('two browser contexts answering the same form at once lose nothing', async ({ browser }) => {
  const [first, second] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [one, two] = await Promise.all([first.newPage(), second.newPage()]);
  await Promise.all([signInAs(one, 'staff.one'), signInAs(two, 'staff.one')]);
  await Promise.all([one.goto(formUrl), two.goto(formUrl)]);
  await Promise.all([
    (async () => {
      await one.getByRole('textbox', { name: 'Short answer' }).fill('Answered in the first window');
      await expectSaved(question(one, 'Short answer'));
    })(),
    (async () => {
      await two.getByRole('switch', { name: 'Signage is posted' }).uncheck();
      await expectSaved(question(two, 'Signage is posted'));
      await two.getByRole('checkbox', { name: 'Biological' }).check();
      await expectSaved(question(two, 'Which hazards are present?'));
    })(),
  ]);
  for (const page of [one, two]) {
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Short answer' })).toHaveValue('Answered in the first window');
    await expect(page.getByRole('switch', { name: 'Signage is posted' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Biological' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Chemical' })).toBeChecked();
  }
  await Promise.all([first.close(), second.close()]);
});

test('the form, documents and template pages have no serious accessibility violations', async ({ page }) => {
  await signInAs(page, 'staff.one');
  await page.goto(formUrl);
  await expect(page.getByRole('textbox', { name: 'Short answer' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/template/${demoGroupId}`);
  await expect(page.getByRole('heading', { name: demoName })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
