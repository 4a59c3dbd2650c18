import { expect, test, type Locator, type Page } from '@playwright/test';
import { cleanUp, expectNoSeriousA11yViolations, signInAs, testId } from './support';

// Authoring by keyboard only, as a program admin who does not use a mouse: create a template, name it, add a
// section and a question, make the question required, publish, and delete a draft never published. After each
// step the test checks where the focus landed: on what the author needs next, never on the page body.

test.describe.configure({ mode: 'serial' });
test.afterAll(async ({ request }) => cleanUp(request));

const programStudio = '/studio/campus/01/program/prog-01-lab-safety';

/** Presses Tab (Shift+Tab going back) until `target` has the focus, as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator, backwards = false) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 120; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Opens the Add menu from the keyboard and picks a kind by typing its name (the menu's type-ahead). */
async function addByKeyboard(page: Page, kind: string) {
  await tabTo(page, page.getByRole('button', { name: 'Add', exact: true }), true);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Add' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.type(kind);
  await expect(menu.getByRole('menuitem', { name: kind, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
}

/** Replaces the focused field's text and leaves it with Tab (the builder saves on leaving a field). */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

async function newTemplate(page: Page) {
  await page.goto(programStudio);
  await tabTo(page, page.getByRole('button', { name: 'New Template' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/studio\/campus\/01\/template\/[^/]+/);
  // A new template is named first: the focus is in its name field.
  await expect(page.getByRole('textbox', { name: 'Template name' })).toBeFocused();
}

test('program.admin creates, fills and publishes a template by keyboard only', async ({ page }) => {
  test.setTimeout(180_000);
  const name = `Keyboard inspection ${testId}`;
  await signInAs(page, 'program.admin');
  await newTemplate(page);
  await retype(page, name);
  await expect(page.getByRole('heading', { name: `Template builder: ${name}` })).toBeAttached();

  // A section: the focus lands in its Name field, ready to name it.
  await addByKeyboard(page, 'Section');
  const sectionName = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(sectionName).toBeFocused();
  await expect(sectionName).toHaveValue(/section/i);
  await retype(page, 'Room checks');
  await expect(page.getByRole('treeitem', { name: /Room checks/ })).toBeVisible();

  // A question: the focus lands in its Title field.
  await addByKeyboard(page, 'Text');
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toBeFocused();
  await retype(page, 'Room number');
  // The next field is the question's Name (for exports and mappings), then its Prompt.
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expect(page.getByRole('treeitem', { name: /Room number/ })).toBeVisible();

  // A property: Required, with Space on the switch.
  const required = page.getByRole('switch', { name: 'Required' });
  await tabTo(page, required);
  await page.keyboard.press('Space');
  await expect(required).toBeChecked();
  await expect(required).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // Publish: the dialog takes the focus, says where staff will find the template, and publishes on Enter.
  await tabTo(page, page.getByRole('button', { name: 'Publish', exact: true }), true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Publish template' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: /Show on the home page/ })).toBeChecked();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, dialog.getByRole('button', { name: 'Publish' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Version 1 is published.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Publish is gone with the draft: the focus is on Start Draft, where it was.
  await expect(page.getByRole('button', { name: 'Start Draft' })).toBeFocused();
  await expect(page.getByText('Not listed for staff')).toHaveCount(0);
});

test('program.admin deletes a new draft by keyboard only, after confirming', async ({ page }) => {
  await signInAs(page, 'program.admin');
  await newTemplate(page);
  await retype(page, `Never used ${testId}`);

  await tabTo(page, page.getByRole('button', { name: 'Delete draft' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete draft' });
  // Cancel has the focus: Enter alone never deletes.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`${programStudio}$`));
  await expect(page.getByText(`The Never used ${testId} template is deleted.`)).toBeVisible();
});
