import { expect, test } from '@playwright/test';
import { cleanUp, expectNoSeriousA11yViolations, signInAs } from './support';

test.afterAll(async ({ request }) => cleanUp(request));

const programStudio = '/studio/campus/01/program/prog-01-lab-safety';

test('program.admin creates a template, adds a question, and publishes it with a change summary', async ({ page }) => {
  await signInAs(page, 'program.admin');
  await page.goto(programStudio);
  await page.getByRole('button', { name: 'New Template' }).first().click();
  await expect(page).toHaveURL(/\/studio\/campus\/01\/template\/[^/]+/);
  await expect(page.getByLabel('Template name')).toHaveValue('Untitled');

  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('menuitem', { name: 'Text', exact: true }).click();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('Fume hood identifier');
  await title.press('Tab');
  await expect(page.getByText('Fume hood identifier').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish template' });
  await expect(dialog.getByText('Added question "Fume hood identifier"', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('PUBLISHED', { exact: true }).first()).toBeVisible();
});

test('staff.one cannot open the program studio', async ({ page }) => {
  await signInAs(page, 'staff.one');
  await page.goto(programStudio);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});
