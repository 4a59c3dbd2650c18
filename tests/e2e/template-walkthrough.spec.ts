import { expect, test, type Page } from '@playwright/test';
import { cleanUp, expectNoSeriousA11yViolations, signInAs, testId, templateGroupIdOf, pickOption } from './support';

// The authoring issue's walk-through, as a program admin and a staff member would do it in the browser: a
// subform template, then a template with a question of every kind, a condition, a repeatable section, a table
// and a subform; staff.one fills it in; version 2 drops a question and publishes with a change summary; the
// form started on version 1 still opens with its answers.

test.describe.configure({ mode: 'serial' });
test.afterAll(async ({ request }) => cleanUp(request));

const programStudio = '/studio/campus/01/program/prog-01-lab-safety';
const subformName = `Corrective action ${testId}`;
const templateName = `Fume hood survey ${testId}`;
const questionKinds = [
  'Text', 'Date', 'Date range', 'Option', 'Toggle', 'Measurement', 'Measurement v2', 'Search', 'Library search',
  'Document search', 'Image upload', 'Address search', 'Map', 'Subject',
  // Last: while a table is selected, Add puts questions into it as columns.
  'Table',
];
let builderUrl = '';
let formUrl = '';

async function newTemplate(page: Page, name: string) {
  await page.goto(programStudio);
  await page.getByRole('button', { name: 'New Template' }).first().click();
  await expect(page).toHaveURL(/\/studio\/campus\/01\/template\/[^/]+/);
  const nameField = page.getByLabel('Template name');
  await nameField.fill(name);
  await nameField.press('Tab');
  await expect(page.getByRole('heading', { name: `Template builder: ${name}` })).toBeAttached();
}

async function addElement(page: Page, label: string) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

/** Selects an outline row by its visible label (the outline is virtualized: rows near the selection are drawn). */
async function selectRow(page: Page, label: string | RegExp) {
  await page.getByRole('treeitem', { name: label }).first().click();
}

/** Renames the element just added or selected (its panel shows its Untitled title first). */
async function retitle(page: Page, title: string, from: RegExp = /^Untitled/) {
  const field = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(field).toHaveValue(from);
  await field.fill(title);
  const saved = page.waitForResponse((response) => response.url().includes('/graphql') && Boolean(response.request().postData()?.includes('UpdateElement')));
  await field.press('Tab');
  expect((await saved).ok()).toBe(true);
  await expect(field).toHaveValue(title);
}

async function publish(page: Page, expectedChange: string | RegExp) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish template' });
  await expect(dialog.getByText(expectedChange).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('PUBLISHED', { exact: true }).first()).toBeVisible();
}

test('program.admin publishes a subform template from the settings panel', async ({ page }) => {
  await signInAs(page, 'program.admin');
  await newTemplate(page, subformName);
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Template settings' });
  await settings.getByRole('switch', { name: /Used as a subform/ }).check();
  await expect(settings.getByRole('switch', { name: /Used as a subform/ })).toBeChecked();
  await settings.getByRole('button', { name: 'Close panel' }).click();
  await addElement(page, 'Text');
  await retitle(page, 'Action taken');
  await publish(page, /Added question "Action taken"/);
});

test('program.admin builds a template with every question kind, a condition, a repeatable section, a table and a subform', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, 'program.admin');
  await newTemplate(page, templateName);
  builderUrl = page.url();

  for (const kind of questionKinds) await addElement(page, kind);
  await expect(page.getByRole('treeitem', { name: /Untitled table question/ })).toBeVisible();

  // The option question gets its real options; the text question is shown only when "Yes" is chosen.
  await selectRow(page, /Untitled option question/);
  await retitle(page, 'Is the sash at the marked height?', /Untitled option question/);
  await selectRow(page, /Untitled text question/);
  await retitle(page, 'Describe the problem', /Untitled text question/);
  const panel = page.getByRole('form', { name: /Properties of Text/ });
  await pickOption(page, panel.getByRole('combobox', { name: 'Question' }), page.getByRole('option', { name: 'Is the sash at the marked height?' }));
  await pickOption(page, panel.getByRole('combobox', { name: 'Option' }), page.getByRole('option', { name: 'Option 1' }));
  await panel.getByRole('button', { name: 'Add condition' }).click();
  const conditions = panel.getByRole('list', { name: 'Conditions' });
  await expect(conditions).toContainText('Is the sash at the marked height? = Option 1');
  // Changed in place (updateCondition): Change loads it into the fields, the Question field taking the focus.
  await panel.getByRole('button', { name: 'Change condition Is the sash at the marked height? = Option 1' }).click();
  await expect(panel.getByRole('combobox', { name: 'Question' })).toBeFocused();
  await pickOption(page, panel.getByRole('combobox', { name: 'Option' }), page.getByRole('option', { name: 'Option 2' }));
  await panel.getByRole('button', { name: 'Save condition' }).click();
  await expect(conditions).toContainText('Is the sash at the marked height? = Option 2');
  await expect(conditions).not.toContainText('Option 1');

  // A column for the table.
  await selectRow(page, /Untitled table question/);
  await addElement(page, 'Text');
  // The table's own title is Untitled too: wait for the new question's panel before typing.
  await retitle(page, 'Finding', /^Untitled text question$/);

  // A repeatable section holding a question.
  await selectRow(page, /Untitled map question/);
  await addElement(page, 'Repeatable section');
  await addElement(page, 'Text');
  await retitle(page, 'Hood number', /^Untitled text question$/);

  // A subform element pointing at the subform template.
  await selectRow(page, /Untitled repeatable section/);
  await addElement(page, 'Subform');
  const subformDialog = page.getByRole('dialog', { name: 'Add a subform' });
  const picker = subformDialog.getByRole('combobox', { name: 'Subform template' });
  await expect(picker).toBeEnabled();
  await picker.click();
  await page.getByRole('option', { name: new RegExp(subformName) }).click();
  await subformDialog.getByRole('button', { name: 'Add subform' }).click();
  await expect(page.getByRole('treeitem', { name: /Untitled subform/ })).toBeVisible();

  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/builder-1280.png', fullPage: false });
  await publish(page, /Added question "Describe the problem"/);
});

test('staff.one starts a form from it and answers it', async ({ page }) => {
  await signInAs(page, 'staff.one');
  const templateId = builderUrl.split('/template/')[1]!;
  const groupId = await templateGroupIdOf(page, templateId);
  await page.goto(`/template/${groupId}`);
  await page.getByRole('button', { name: 'Start Form' }).click();
  await expect(page).toHaveURL(/\/form\/[^/]+$/);
  formUrl = page.url();

  await expect(page.getByRole('heading', { name: templateName, level: 1 })).toBeVisible();
  await expect(page.getByText('Describe the problem')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Option 2' }).check();
  const problem = page.getByRole('textbox', { name: 'Describe the problem' });
  await expect(problem).toBeVisible();
  await problem.fill('Sash stuck open');
  await problem.press('Tab');
  await expect(page.getByText('Saved').first()).toBeVisible();
});

test('version 2 drops a question and publishes with a change summary', async ({ page }) => {
  await signInAs(page, 'program.admin');
  await page.goto(builderUrl);
  await page.getByRole('button', { name: 'Start Draft' }).click();
  await expect(page.getByText('Version 2', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Template name' })).toBeVisible();
  await selectRow(page, /Untitled map question/);
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  const confirm = page.getByRole('dialog');
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: /Remove/ }).click();
  await expect(page.getByRole('treeitem', { name: /Untitled map question/ })).toHaveCount(0);
  await publish(page, /Removed question "Untitled map question"/);
});

test('the form started on version 1 still opens with its answers and its questions', async ({ page }) => {
  await signInAs(page, 'staff.one');
  await page.goto(formUrl);
  await expect(page.getByRole('textbox', { name: 'Describe the problem' })).toHaveValue('Sash stuck open');
  await expect(page.getByText('Untitled map question')).toBeVisible();
});

test('staff.one reaches no studio screen', async ({ page }) => {
  await signInAs(page, 'staff.one');
  await page.goto(builderUrl);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.goto(`${builderUrl}/permissions`);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});
