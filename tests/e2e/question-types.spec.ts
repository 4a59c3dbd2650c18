import { expect, test, type Page } from '@playwright/test';
import { cleanUp, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, signInAs, testId, templateGroupIdOf } from './support';

// qtypes17: an author adds the email, phone number, number and file upload questions; staff.one fills each in,
// and a bad email, phone number and number each show their message instead of being saved.

test.describe.configure({ mode: 'serial' });
test.afterAll(async ({ request }) => cleanUp(request));

const programStudio = '/studio/campus/01/program/prog-01-lab-safety';
const templateName = `Contact survey ${testId}`;
let templateId = '';

const savedElement = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/graphql') && Boolean(response.request().postData()?.includes('UpdateElement')));

async function addQuestion(page: Page, label: string, title: string) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
  const field = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(field).toHaveValue(/^Untitled/);
  await field.fill(title);
  const saved = savedElement(page);
  await field.press('Tab');
  expect((await saved).ok()).toBe(true);
  await expect(field).toHaveValue(title);
}

/** Types into a panel field and leaves it, waiting for the element's save. */
async function setField(page: Page, name: string, value: string) {
  const field = page.getByRole('form', { name: /^Properties of/ }).getByRole('textbox', { name, exact: true }).or(page.getByRole('spinbutton', { name, exact: true }));
  await field.fill(value);
  const saved = savedElement(page);
  await field.press('Tab');
  expect((await saved).ok()).toBe(true);
  // The panel is rebuilt from the stored element after a save: wait until it is editable again.
  await expect(field).toHaveValue(value);
  await expect(field).toBeEnabled();
}

test('program.admin adds an email, a phone number, a number and a file upload question and publishes', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'program.admin');
  await page.goto(programStudio);
  await page.getByRole('button', { name: 'New Template' }).first().click();
  await expect(page).toHaveURL(/\/studio\/campus\/01\/template\/[^/]+/);
  templateId = page.url().split('/template/')[1]!.split('/')[0]!;
  const nameField = page.getByLabel('Template name');
  await nameField.fill(templateName);
  await nameField.press('Tab');
  await expect(page.getByRole('heading', { name: `Template builder: ${templateName}` })).toBeAttached();

  await addQuestion(page, 'Email', 'Contact email');
  await addQuestion(page, 'Phone number', 'Contact phone');
  await addQuestion(page, 'Number', 'Number of fume hoods');
  await setField(page, 'Maximum', '50');
  await setField(page, 'Minimum', '0');
  const whole = page.getByRole('switch', { name: 'Whole numbers only' });
  await expect(whole).toBeEnabled();
  const savedSwitch = savedElement(page);
  await whole.click();
  expect((await savedSwitch).ok()).toBe(true);
  await expect(whole).toBeChecked();
  await expect(whole).toBeEnabled();
  await addQuestion(page, 'File upload', 'Safety plan');
  await setField(page, 'Accepted file types', 'pdf, txt');
  await expect(page.getByRole('textbox', { name: 'Accepted file types' })).toHaveValue('pdf, txt');

  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/question-types-builder-1280.png' });
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: 'test-results/question-types-builder-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish template' });
  await expect(dialog.getByText(/Added question "Safety plan"/).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('PUBLISHED', { exact: true }).first()).toBeVisible();
});

test('staff.one fills each in; a bad email, phone number and number each say what is expected', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'staff.one');
  const groupId = await templateGroupIdOf(page, templateId);
  await page.goto(`/template/${groupId}`);
  await page.getByRole('button', { name: 'Start Form' }).click();
  await expect(page).toHaveURL(/\/form\/[^/]+$/);
  await expect(page.getByRole('heading', { name: templateName, level: 1 })).toBeVisible();

  const email = page.getByRole('textbox', { name: 'Contact email' });
  await email.fill('pat.lee@example');
  await email.press('Tab');
  await expect(page.getByText('Enter an email address like name@example.edu.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  const phone = page.getByRole('textbox', { name: 'Contact phone' });
  await phone.fill('555-01');
  await phone.press('Tab');
  await expect(page.getByText('Enter a phone number of 7 to 15 digits, like +1 555 123 4567.')).toBeVisible();

  const hoods = page.getByRole('spinbutton', { name: 'Number of fume hoods' });
  await hoods.fill('75');
  await hoods.press('Tab');
  await expect(page.getByText('Enter a number between 0 and 50.')).toBeVisible();

  await page.screenshot({ path: 'test-results/question-types-form-errors-1280.png', fullPage: true });

  await email.fill('pat.lee@example.edu');
  await email.press('Tab');
  await phone.fill('+1 814 555 0100');
  await phone.press('Tab');
  await hoods.fill('12');
  await hoods.press('Tab');
  await expect(page.getByText(/^Enter /)).toHaveCount(0);

  const plan = page.getByRole('group', { name: 'Safety plan' });
  await expect(plan.getByText('PDF, TXT; up to 5 files of at most 10 MB each.')).toBeVisible();
  await plan.locator('input[type=file]').setInputFiles({ name: 'plan.txt', mimeType: 'text/plain', buffer: Buffer.from('Keep the sash low.') });
  await expect(plan.getByRole('link', { name: 'plan.txt' })).toBeVisible();

  // Every answer is stored: a reload shows them all.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Contact email' })).toHaveValue('pat.lee@example.edu');
  await expect(page.getByRole('textbox', { name: 'Contact phone' })).toHaveValue('+1 814 555 0100');
  await expect(page.getByRole('spinbutton', { name: 'Number of fume hoods' })).toHaveValue('12');
  await expect(page.getByRole('group', { name: 'Safety plan' }).getByRole('link', { name: 'plan.txt' })).toBeVisible();

  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/question-types-form-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: 'test-results/question-types-form-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Removing the file takes it out of the answer and puts the focus back on Add files.
  const stored = page.getByRole('group', { name: 'Safety plan' });
  await stored.getByRole('button', { name: 'Remove plan.txt' }).click();
  await expect(stored.getByText('plan.txt')).toHaveCount(0);
  await expect(stored.getByRole('button', { name: 'Add files' })).toBeFocused();
});
