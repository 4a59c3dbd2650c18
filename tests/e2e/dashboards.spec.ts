import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInApi } from './persona-api';
import { expectNoSeriousA11yViolations, signInAs, pickOption } from './support';

const program = '/program/prog-01-lab-safety';

/** Adds a widget of a kind from the Add widget menu; `configure` fills its settings dialog, when it has one. */
async function addWidget(page: Page, kind: string, configure?: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: 'Add widget' }).click();
  await page.getByRole('menuitem', { name: kind, exact: true }).click();
  if (!configure) return;
  const dialog = page.getByRole('dialog', { name: `Add ${kind}` });
  await configure(dialog);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
}

async function pickTemplate(page: Page, dialog: Locator) {
  await pickOption(page, dialog.getByRole('combobox', { name: 'Template' }), page.getByRole('option', { name: 'Laboratory Safety Inspection' }));
}

const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A metric of the program's forms by status, for the chart widget (the studio's Metrics screen makes these too). */
const metricTitle = `Forms by status ${Date.now().toString(36)}`;

test.describe('dashboards', () => {
  // rollout-dashboard is on in infra/config/campuses.json, as a fresh stack starts.
  test.beforeAll(async ({ baseURL }) => {
    const admin = await signedInApi(baseURL!, 'program.admin');
    const created = await admin.call('mutation ($input: CreateMetricInput!) { createMetric(input: $input) { id } }', {
      input: { programId: 'prog-01-lab-safety', metric: { title: metricTitle, type: 'STATUS', view: 'BAR' } },
    });
    expect(created.errors).toBeUndefined();
    await admin.dispose();
  });

  test('a program admin builds a dashboard of every widget kind, saves, reloads, previews widths and deletes it', async ({ page }) => {
    await signInAs(page, 'program.admin');
    const name = `Lab overview ${Date.now().toString(36)}`;

    // New Dashboard from the program menu.
    await page.goto(program);
    await page.getByRole('navigation', { name: 'Program' }).getByRole('link', { name: 'New Dashboard' }).click();
    await page.getByLabel('Dashboard name').fill(name);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Dashboard created successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/dash-/);

    // One widget of every kind; the button names a template, the table lists the program's documents (any template).
    await addWidget(page, 'Header', (dialog) => dialog.getByLabel('Header text').fill('Inspections this term'));
    await addWidget(page, 'Paragraph', (dialog) => dialog.getByLabel('Paragraph text').fill('Everything the lab safety team is working on.'));
    await addWidget(page, 'Divider');
    await addWidget(page, 'Button', async (dialog) => {
      await dialog.getByLabel('Button label').fill('Start an inspection');
      await pickTemplate(page, dialog);
    });
    await addWidget(page, 'Document table', async (dialog) => {
      await dialog.getByLabel('Title').fill('Recent inspections');
      await expect(dialog.getByRole('combobox', { name: 'Template' })).toHaveText('All templates');
    });
    await addWidget(page, 'Chart', async (dialog) => {
      await pickOption(page, dialog.getByRole('combobox', { name: 'Metric' }), page.getByRole('option', { name: `${metricTitle} (bar chart)` }));
    });
    await addWidget(page, 'Compliance calendar', (dialog) => dialog.getByLabel('Days ahead').fill('30'));
    await expect(page.getByRole('heading', { name: 'Compliance calendar: next 30 days' })).toBeVisible();
    await expect(page.getByTestId(/^widget-/)).toHaveCount(7);

    // Moved without a mouse: the header goes below the paragraph from its actions menu.
    const header = page.getByTestId('widget-header');
    await page.getByRole('button', { name: 'Header widget actions' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Move down' }).click();
    await expect(page.getByRole('button', { name: 'Header widget actions' })).toBeFocused();
    await expect.poll(async () => (await header.boundingBox())!.y).toBeGreaterThan((await page.getByTestId('widget-paragraph').boundingBox())!.y);

    await page.getByRole('button', { name: 'Save layout' }).click();
    await expect(page.getByText('Layout saved')).toBeVisible();
    await expect(page.getByTestId(/^widget-/)).toHaveCount(7);
    await expect(page.getByRole('button', { name: 'Save layout' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // Renamed right after the save (at the version the save moved to), the page and the program menu say the new name.
    const renamed = `${name} (term 2)`;
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('dialog').getByLabel('Dashboard name').fill(renamed);
    await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByText('Dashboard renamed')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rename' })).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Program' }).getByRole('link', { name: renamed })).toBeVisible();

    // Reloaded, the layout is the one saved; the button starts a form of its template.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Inspections this term' })).toBeVisible();
    await expect(page.getByText('Everything the lab safety team is working on.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent inspections' })).toBeVisible();
    const table = page.getByRole('grid', { name: 'Recent inspections' });
    await expect(table).toBeVisible();
    await expect(page.getByRole('heading', { name: metricTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Compliance calendar: next 30 days' })).toBeVisible();
    await expect.poll(async () => (await header.boundingBox())!.y).toBeGreaterThan((await page.getByTestId('widget-paragraph').boundingBox())!.y);
    const dashboardUrl = page.url();
    await page.getByRole('button', { name: 'Start an inspection' }).click();
    await expect(page).toHaveURL(/\/program\/prog-01-lab-safety\/form\//);
    const startedForm = new URL(page.url()).pathname;
    await page.goto(dashboardUrl);

    // The table pages through the program's documents: the form just started is on its first page (newest ID
    // first), and a column header sorts through the server.
    await expect(table.locator(`a[href="${startedForm}"]`)).toBeVisible();
    // The chart counts it too: the program has at least that form in a status now.
    await expect(page.getByRole('img', { name: new RegExp(`^Bar chart: ${metricTitle}, \\d+ categor`) })).toBeVisible();
    await table.getByRole('columnheader', { name: 'Name' }).click();
    await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(table.getByRole('link').first()).toBeVisible();

    // The width options preview one breakpoint each: Mobile is one 375 px column.
    await pickOption(page, page.getByRole('combobox', { name: 'Layout width' }), page.getByRole('option', { name: 'Mobile' }));
    await expect.poll(async () => (await header.boundingBox())!.width).toBeLessThanOrEqual(375);
    await pickOption(page, page.getByRole('combobox', { name: 'Layout width' }), page.getByRole('option', { name: 'Desktop' }));
    await expect.poll(async () => (await header.boundingBox())!.width).toBeGreaterThan(375);

    // On a 360 px phone the dashboard fits the screen.
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByRole('heading', { name: 'Inspections this term' })).toBeVisible();
    // The grid follows its container's width at most every 500 ms.
    await expect.poll(() => noHorizontalOverflow(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Deleted after the confirmation, it leaves the menu.
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Are you sure you want to delete this layout? This action cannot be undone.')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(new RegExp(`${program}$`));
    await expect(page.getByRole('navigation', { name: 'Program' }).getByRole('link', { name: renamed })).toHaveCount(0);
  });
});
