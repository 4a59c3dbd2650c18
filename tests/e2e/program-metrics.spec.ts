import { expect, test, type Page } from '@playwright/test';
import { signedInApi } from './persona-api';
import { expectNoSeriousA11yViolations, signInAs, testId, expectNoHorizontalOverflow, pickOption } from './support';

const metricsPath = '/studio/campus/01/program/prog-01-lab-safety/metrics';
const title = `Segregation ${testId}`;

test.beforeAll(async ({ baseURL }) => {
  // At least one form of the program, so the metric's chart has forms to count.
  const owner = await signedInApi(baseURL!, 'staff.one');
  const started = await owner.call('mutation ($input: StartFormInput!) { startForm(input: $input) { id } }', { input: { templateId: 'tpl-lab-safety-inspection-v1' } });
  expect(started.errors).toBeUndefined();
  await owner.dispose();
});

/** Picks an option of a labelled MUI select inside the dialog. */
async function choose(page: Page, label: string, option: string) {
  await pickOption(page, page.getByRole('dialog').getByRole('combobox', { name: label }), page.getByRole('option', { name: option, exact: true }));
}

test('a program admin creates a metric in the studio, sees its chart, edits it and deletes it', async ({ page }) => {
  await signInAs(page, 'program.admin');
  await page.goto(metricsPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Metrics' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Metrics', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Create: the forms of the lab inspection by their answer to the segregation question, as a table.
  await page.getByRole('button', { name: 'New Metric' }).click();
  const dialog = page.getByRole('dialog', { name: 'New metric' });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await choose(page, 'What it counts', 'Forms by answer');
  await choose(page, 'Template', 'Laboratory Safety Inspection');
  await choose(page, 'Question', 'Are chemicals stored by hazard class?');
  await choose(page, 'View', 'Table');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Metric created.')).toBeVisible();

  // Its chart: the question's options, counted on the server.
  const editor = page.getByRole('dialog', { name: `Edit metric: ${title}` });
  await expect(editor.getByRole('heading', { name: 'Preview' })).toBeFocused();
  const table = editor.getByRole('table');
  await expect(table.getByRole('row', { name: /Not applicable/ })).toBeVisible();

  // Edit: draw it as a bar chart.
  await choose(page, 'View', 'Bar chart');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Metric saved.')).toBeVisible();
  await expect(editor.getByRole('img', { name: /^Bar chart: / })).toBeVisible();
  await editor.getByRole('button', { name: 'Close' }).click();
  const row = page.getByRole('list', { name: 'Metrics' }).getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Forms by answer · Bar chart · Template: Laboratory Safety Inspection');

  // Delete, after the confirmation.
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete metric' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Metric deleted.')).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Metrics' })).toBeFocused();
});

test('the metric editor fills a 360 px screen without overflowing it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, 'program.admin');
  await page.goto(metricsPath);
  await page.getByRole('button', { name: 'New Metric' }).click();
  const dialog = page.getByRole('dialog', { name: 'New metric' });
  await dialog.getByRole('button', { name: 'Add filter' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Value' })).toBeFocused();
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(360);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: 'test-results/program-metrics-editor-360.png', fullPage: false });
  await expectNoSeriousA11yViolations(page);
});
