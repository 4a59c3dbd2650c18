import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, test } from '@playwright/test';
import { signedInApi } from './persona-api';
import { expectNoSeriousA11yViolations, signInAs, testId, pickOption } from './support';

const programId = 'prog-01-lab-safety';
const configPath = `/studio/campus/01/program/${programId}/data-explorer-config`;
const explorerPath = `/program/${programId}/data-export`;
const rooms = [`Room A ${testId}`, `Room B ${testId}`];

test.beforeAll(async ({ baseURL }) => {
  const admin = await signedInApi(baseURL!, 'global.admin');
  for (const key of ['rollout-data-export', 'rollout-deep-dive-component']) {
    const set = await admin.call('mutation ($input: SetFeatureFlagInput!) { setFeatureFlag(input: $input) { key } }', { input: { key, enabled: true } });
    expect(set.errors).toBeUndefined();
  }
  await admin.dispose();
  // Two forms of staff.one's, each with its own room number, so the filter below finds exactly them.
  const owner = await signedInApi(baseURL!, 'staff.one');
  for (const room of rooms) {
    const started = await owner.call<{ startForm: { id: string } }>('mutation ($input: StartFormInput!) { startForm(input: $input) { id } }', { input: { templateId: 'tpl-lab-safety-inspection-v1' } });
    const formId = started.data!.startForm.id;
    const saved = await owner.call('mutation ($input: UpdateTextResponseInput!) { updateTextResponse(input: $input) { id } }', {
      input: { formId, questionId: 'lsi-room', text: room, expectedVersion: 0 },
    });
    expect(saved.errors).toBeUndefined();
  }
  await owner.dispose();
});

test('a program admin exposes a template, explores it with a filter and exports the rows as CSV', async ({ page }) => {
  await signInAs(page, 'program.admin');

  // Configure: expose the lab inspection with its default columns and its room number.
  await page.goto(configPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Data Explorer Configuration' })).toBeVisible();
  const expose = page.getByRole('checkbox', { name: 'Expose Laboratory Safety Inspection' });
  if (!(await expose.isChecked())) await expose.check();
  const columns = page.getByRole('combobox', { name: 'Columns of Laboratory Safety Inspection' });
  if (!(await page.getByRole('button', { name: 'Room number' }).isVisible())) {
    await columns.click();
    await page.getByRole('option', { name: 'Room number' }).click();
    await page.keyboard.press('Escape');
  }
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Data Explorer configuration saved.')).toBeVisible();

  // Explore: filter on the room numbers of this run.
  await page.goto(explorerPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Data Explorer' })).toBeVisible();
  await pickOption(page, page.getByRole('combobox', { name: 'Filter column' }), page.getByRole('option', { name: 'Room number' }));
  await page.getByRole('textbox', { name: 'Value' }).fill(testId);
  await page.getByRole('button', { name: 'Add filter' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `Room number contains ${testId}` })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Data Explorer rows' });
  await expect(grid.getByRole('row')).toHaveCount(3);
  await expect(grid.getByText(rooms[0]!)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Export: the downloaded file holds the header and this run's two rows.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  await expect(page.getByText('Exported 2 rows.')).toBeVisible();
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
  const roomAt = header!.indexOf('Room number');
  expect(header).toEqual(expect.arrayContaining(['ID', 'Name', 'Status', 'Owner', 'Created', 'Last Modified', 'Room number']));
  expect(rows.map((row) => row[roomAt]).sort()).toEqual([...rooms].sort());
});

test('the Data Explorer and the Deep Dive fit a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, 'program.admin');
  for (const [path, heading] of [
    [explorerPath, 'Data Explorer'],
    [`/program/${programId}/deep-dive`, 'Deep Dive'],
    [configPath, 'Data Explorer Configuration'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  }
});

test('the Deep Dive shows a choice question’s answers and opens the forms behind a bar', async ({ page }) => {
  await signInAs(page, 'program.admin');
  await page.goto(`/program/${programId}/deep-dive`);
  await expect(page.getByText('BETA', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Answers', exact: true })).toBeVisible();
  const noAnswer = page.getByRole('button', { name: /answered No answer/ }).first();
  await noAnswer.click();
  await expect(page.getByRole('list', { name: 'Forms behind this bar' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
