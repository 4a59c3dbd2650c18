import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signedInApi } from './persona-api';
import { signInAs } from './support';

// Issue 17's walk: a flag flipped on /flags makes a gated screen appear for the users of that campus. The flag is
// rollout-form-v2 (off in the seed), which gates /form/v2/{formId}; staff.one is on campus 01 (Bayview).
const flagKey = 'rollout-form-v2';
const bayview = 'PSU Bayview (01)';

async function startErgonomicsForm(baseURL: string): Promise<string> {
  const staff = await signedInApi(baseURL, 'staff.one');
  try {
    const answer = await staff.call<{ startForm: { id: string } }>('mutation S { startForm(input: { templateId: "tpl-ergonomic-self-assessment-v1" }) { id } }');
    expect(answer.errors).toBeUndefined();
    return answer.data!.startForm.id;
  } finally {
    await staff.dispose();
  }
}

/** global.admin's /flags page in a browser context of its own, with the flag's panel open. */
async function openFlagPanel(browser: Browser): Promise<{ page: Page; panel: Locator; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'global.admin');
  await page.goto('/flags');
  await page.getByRole('button', { name: `Edit ${flagKey}` }).click();
  return { page, panel: page.getByRole('dialog', { name: flagKey }), close: () => context.close() };
}

async function switchBayview(page: Page, panel: Locator, on: boolean) {
  await panel.getByRole('switch', { name: bayview }).click();
  const confirm = page.getByRole('dialog', { name: `Turn ${flagKey} ${on ? 'on' : 'off'} for ${bayview}?` });
  await confirm.getByRole('button', { name: on ? 'Turn on' : 'Turn off' }).click();
  await expect(page.getByText(`${flagKey} is now ${on ? 'on' : 'off'} for ${bayview}.`)).toBeVisible();
}

test('global.admin turns rollout-form-v2 on for Bayview and staff.one can open her form at /form/v2', async ({ page, browser, baseURL }) => {
  const formId = await startErgonomicsForm(baseURL!);
  await signInAs(page, 'staff.one');

  await page.goto(`/form/v2/${formId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();

  const admin = await openFlagPanel(browser);
  try {
    await expect(admin.panel.getByRole('switch', { name: bayview })).not.toBeChecked();
    await switchBayview(admin.page, admin.panel, true);

    // A new page load reads the flags again: the gated screen is there, with the form's first question.
    await page.goto(`/form/v2/${formId}`);
    await expect(page.getByRole('textbox', { name: /Job title/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not Found' })).toHaveCount(0);
  } finally {
    // The flag goes back off, as the other specs expect it.
    if (await admin.panel.getByRole('switch', { name: bayview }).isChecked()) await switchBayview(admin.page, admin.panel, false);
    await admin.close();
  }

  await page.goto(`/form/v2/${formId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
});
