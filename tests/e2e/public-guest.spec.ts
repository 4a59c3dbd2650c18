import { expect, test, type Page } from '@playwright/test';
import { signedInApi } from './persona-api';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './support';

const templatePage = '/public/template/tg-visitor-feedback';
const setFlag = `mutation Set($input: SetFeatureFlagInput!) { setFeatureFlag(input: $input) { key enabled } }`;

/** The guest cookie of this browser, if any. */
async function guestCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'gid');
}

test('a guest, without signing in, fills in and submits a public form, sees Form Complete, and the guest cookie is gone', async ({ page }) => {
  await page.goto(templatePage);
  await expect(page.getByRole('heading', { level: 1, name: 'Campus Visitor Feedback' })).toBeVisible();
  // No top bar for guests: no menus, no sign-in state.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Start Form' }).click();
  await expect(page).toHaveURL(/\/public\/form\?formId=/);
  const cookie = await guestCookie(page);
  expect(cookie).toMatchObject({ path: '/public', httpOnly: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Campus Visitor Feedback' })).toBeVisible();
  // No Comments panel on public forms.
  await expect(page.getByRole('button', { name: /Comments/ })).toHaveCount(0);

  // Submitting too early names what is missing, and takes the focus there.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toBeFocused();

  await page.getByRole('textbox', { name: 'Which building did you visit?' }).fill('Old Main');
  await page.getByRole('radio', { name: 'Mostly' }).check();
  await page.getByRole('checkbox', { name: 'Lighting' }).check();
  await expectNoSeriousA11yViolations(page);

  // Close goes back to the template page; Start Form there resumes the same form, with its answers.
  const formAddress = page.url();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(new RegExp(`${templatePage}$`));
  await page.getByRole('button', { name: 'Start Form' }).click();
  await expect(page).toHaveURL(formAddress);
  await expect(page.getByRole('textbox', { name: 'Which building did you visit?' })).toHaveValue('Old Main');
  await expect(page.getByRole('radio', { name: 'Mostly' })).toBeChecked();

  // The subform opens as its own public form; its Close returns to the parent form.
  await page.getByRole('button', { name: 'Start Ask for a follow-up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Visitor Follow-up Request' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(formAddress);
  await expect(page.getByRole('button', { name: 'Open Ask for a follow-up' })).toBeVisible();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/public\/complete$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Form Complete' })).toBeVisible();
  expect(await guestCookie(page)).toBeUndefined();
  await expectNoSeriousA11yViolations(page);
});

test('the public pages fit a phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(templatePage);
  await page.getByRole('button', { name: 'Start Form' }).click();
  await expect(page.getByRole('textbox', { name: 'Which building did you visit?' })).toBeVisible();

  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
});

test('the public routes are not found while the flag rollout-public-routes is off, and for a template not open to the public', async ({ page, baseURL }) => {
  const admin = await signedInApi(baseURL ?? '', 'global.admin');
  await page.goto('/public/template/tg-lab-safety-inspection');
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();

  await admin.call(setFlag, { input: { key: 'rollout-public-routes', enabled: false } });
  try {
    await page.goto(templatePage);
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await page.goto('/public/complete');
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  } finally {
    await admin.call(setFlag, { input: { key: 'rollout-public-routes', enabled: true } });
    await admin.dispose();
  }
});
