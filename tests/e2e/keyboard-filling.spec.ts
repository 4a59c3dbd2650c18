import { expect, test, type Locator, type Page } from '@playwright/test';
import { cleanUp, expectNoSeriousA11yViolations, signInAs, testId } from './support';

// Issue 14, item 5 and its keyboard journey: staff.one starts, fills and submits a laboratory inspection with the
// keyboard alone (Tab, Shift+Tab, Space, Enter, arrows), and after each step the focus is where a keyboard user
// needs it: the form's heading after opening it, the error summary after a refused Submit, the question behind
// each of its links, the new field after "Add value" and "Add row", the file dialog on every Enter on "Add images",
// and the form's heading (with the new status announced) after Submit, over a read view of the answers.

test.describe.configure({ mode: 'serial' });
test.afterAll(async ({ request }) => cleanUp(request));

const inspectionGroupId = 'tg-lab-safety-inspection';
const pixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Presses Tab (Shift+Tab with `back`) until the target has the focus: the keyboard's own way to it. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()}`);
}

/** Types into the focused search question and picks the first result for it with the arrow keys. */
async function pickByKeyboard(page: Page, field: Locator, typed: string, option: RegExp) {
  await expect(field).toBeFocused();
  await page.keyboard.type(typed);
  await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(option);
}

let formUrl = '';

test('staff.one fills and submits an inspection by keyboard only, and the focus follows every step', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signInAs(page, 'staff.one');
  await page.goto(`/template/${inspectionGroupId}?x-test-id=${testId}`);
  const announcer = page.getByTestId('announcer');

  // Start Form: a new page, so the focus goes to its heading and its name is announced and titles the tab.
  await tabTo(page, page.getByRole('button', { name: 'Start Form' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/form\/[0-9a-f-]{36}/);
  formUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Laboratory Safety Inspection' })).toBeFocused();
  await expect(announcer).toHaveText(/^Laboratory Safety Inspection\s?$/);
  await expect(page).toHaveTitle('Laboratory Safety Inspection - Campus Forms');
  await expect(page.getByText('0 of 5 answered')).toBeVisible();

  // Submit too early: the error summary takes the focus; its first link leads into the first question.
  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: /^Fix \d+ answers before you go on$/ }) });
  await expect(summary).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('error-summary-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('error-summary-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(summary).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(summary.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Enter');
  const building = page.getByRole('combobox', { name: 'Building' });
  await pickByKeyboard(page, building, 'Chem', /Chemistry Hall/);

  // The rest of the first page, in tab order.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Room number' })).toBeFocused();
  await page.keyboard.type('210B');
  await page.keyboard.press('Tab');
  await pickByKeyboard(page, page.getByRole('combobox', { name: 'Principal investigator' }), 'Sam', /Sam Rivera/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Lab contact present during inspection' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('group', { name: /Inspection date/ }).getByRole('spinbutton', { name: 'Month' })).toBeFocused();
  await page.keyboard.type('01152026');
  await page.keyboard.press('Tab');
  await expect(page.getByText('4 of 5 answered')).toBeVisible();

  // The second page, through the tab list with the arrow keys.
  await tabTo(page, page.getByRole('tab', { name: 'Laboratory' }), { back: true });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Checklist' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Checklist' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Clear Are chemicals stored by hazard class?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('switch', { name: 'Secondary containment is used for liquids' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('switch', { name: 'Secondary containment is used for liquids' })).toBeChecked();

  // "Add value": the new value's field, above the button, takes the focus.
  await tabTo(page, page.getByRole('button', { name: 'Add value' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Value 1' })).toBeFocused();
  await page.keyboard.type('4');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Unit 1' })).toBeFocused();
  await page.keyboard.type('L');

  // "Add images": every Enter opens the file dialog.
  const addImages = page.getByRole('button', { name: 'Add images' });
  await tabTo(page, addImages);
  for (let press = 1; press <= 6; press += 1) {
    const chooser = page.waitForEvent('filechooser', { timeout: 5000 });
    await page.keyboard.press('Enter');
    const dialog = await chooser;
    if (press === 6) await dialog.setFiles({ name: 'eyewash.png', mimeType: 'image/png', buffer: pixelPng });
    await expect(addImages).toBeFocused();
  }
  await expect(page.getByRole('img', { name: /eyewash/ })).toBeVisible();

  // "Add row": the new row's first field takes the focus.
  await tabTo(page, page.getByRole('button', { name: 'Add row' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /^Action required\s?, row 1$/ })).toBeFocused();
  await page.keyboard.type('Label the waste bottles');
  // A second row, removed again: the focus comes back to "Add row", not to the page's body.
  await tabTo(page, page.getByRole('button', { name: 'Add row' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /^Action required\s?, row 2$/ })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Remove row 2' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Remove row 2?' }).getByRole('button', { name: 'Remove' })).toBeVisible();
  await tabTo(page, page.getByRole('dialog').getByRole('button', { name: 'Remove' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /^Action required\s?, row 2$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add row' })).toBeFocused();

  // Submit: the form stays, read-only; the focus lands on its heading and the new status is announced.
  await tabTo(page, page.getByRole('button', { name: 'Submit' }), { back: true, max: 200 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Laboratory Safety Inspection' })).toBeFocused();
  await expect(announcer).toHaveText(/^Form status: Submitted\.\s?$/);
  const answers = page.getByRole('region', { name: 'Answers' });
  await expect(answers.getByRole('definition').filter({ hasText: '210B' })).toBeVisible();
  await expect(answers.getByRole('link', { name: /^eyewash\.png/ }).locator('img')).toHaveJSProperty('naturalWidth', 1);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('read-view-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('read-view-360.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: testInfo.outputPath('read-view-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

test('a route change from the top bar moves the focus to the new page heading and announces it', async ({ page }) => {
  await signInAs(page, 'staff.one');
  await page.goto(formUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Laboratory Safety Inspection' })).toBeVisible();
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Action Items' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/action-items$/);
  const heading = page.getByRole('heading', { level: 1 }).last();
  await expect(heading).toBeFocused();
  await expect(page.getByTestId('announcer')).toHaveText(new RegExp(`^${await heading.textContent()}`));
});
