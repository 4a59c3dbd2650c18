import { expect, test, type Locator, type Page } from '@playwright/test';
import { cleanUp, expectNoSeriousA11yViolations, signInAs, testId } from './support';

// Validation the server trusts (issue 12, finding 6): a date breaking its rule is refused and never shows
// "Saved"; submit with required answers missing is refused, the page lists them in an error summary at the top,
// and each link moves the focus to its question, on whichever page it is.

test.afterAll(async ({ request }) => cleanUp(request));

const inspectionGroupId = 'tg-lab-safety-inspection';

/** The frame of a question (its label and control), found by its title (a required one's label ends in "*"). */
function question(page: Page, title: string): Locator {
  const named = `starts-with(normalize-space(.), ${JSON.stringify(title)})`;
  return page.locator(`xpath=//*[self::div or self::fieldset][./label[${named}] or ./legend[${named}]]`).first();
}

async function startInspection(page: Page) {
  await page.goto(`/template/${inspectionGroupId}?x-test-id=${testId}`);
  await page.getByRole('button', { name: 'Start Form' }).click();
  await expect(page).toHaveURL(/\/form\/[0-9a-f-]{36}/);
}

test('a date breaking its rule is not saved, and a refused submit lists what to fix with links to each field', async ({ page }, testInfo) => {
  await signInAs(page, 'staff.one');
  await startInspection(page);

  const date = question(page, 'Inspection date');
  await date.getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type(`0615${new Date().getFullYear() + 1}`);
  await expect(date.getByText('Must be on or before today')).toBeVisible();
  await expect(date.getByText('Not saved.')).toBeVisible();
  await expect(date.getByText('Saved', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Submit' }).click();
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: /^Fix \d+ answers before you go on$/ }) });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Room number: This question is required.' })).toBeVisible();
  await expect(question(page, 'Room number').getByText('This question is required.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('summary-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('summary-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await summary.getByRole('link', { name: 'Room number: This question is required.' }).click();
  await expect(page.getByRole('textbox', { name: 'Room number' })).toBeFocused();

  await summary.getByRole('link', { name: /^Are chemicals stored by hazard class\?/ }).click();
  await expect(page.getByRole('tab', { name: 'Checklist' })).toHaveAttribute('aria-selected', 'true');
  await expect(question(page, 'Are chemicals stored by hazard class?').getByRole('radio').first()).toBeFocused();
});
