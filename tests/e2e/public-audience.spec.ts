import { expect, test } from '@playwright/test';
import { signedInApi } from './persona-api';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, signInAs, testId, pickOption } from './support';

// An office opens its own template to the public from the studio: the builder's settings add The public to a
// draft's audience, publishing opens the public link, and a guest (a fresh browser, never signed in) sees it.

const programStudio = '/studio/campus/01/program/prog-01-lab-safety';
const templateName = `Open Day Feedback ${testId}`;
const publicEntry = 'The public (guests, without signing in)';
const deleteTemplate = 'mutation D($input: DeleteTemplateInput!) { deleteTemplate(input: $input) { outcome } }';
let templateGroupId: string | undefined;

// Specs share one stack: the template this spec made (and opened to the public) goes again.
test.afterAll(async ({ baseURL }) => {
  if (!templateGroupId) return;
  const admin = await signedInApi(baseURL ?? '', 'program.admin');
  expect((await admin.call(deleteTemplate, { input: { templateGroupId } })).errors).toBeUndefined();
  await admin.dispose();
});

test('program.admin adds The public to a draft, publishes it, and a guest opens the public link', async ({ page, browser }) => {
  await signInAs(page, 'program.admin');
  await page.goto(programStudio);
  await page.getByRole('button', { name: 'New Template' }).first().click();
  await expect(page).toHaveURL(/\/studio\/campus\/01\/template\/[^/]+/);
  const name = page.getByLabel('Template name');
  await name.fill(templateName);
  await name.press('Tab');
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('menuitem', { name: 'Text', exact: true }).click();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('What did you enjoy most?');
  await title.press('Tab');
  await expect(page.getByText('What did you enjoy most?').first()).toBeVisible();

  // The draft's settings: The public is added from the audience picker, and takes the focus once listed.
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Template settings' });
  await pickOption(page, settings.getByRole('combobox', { name: 'Add to the audience' }), page.getByRole('option', { name: publicEntry }));
  await settings.getByRole('button', { name: 'Add', exact: true }).click();
  const audience = settings.getByRole('list', { name: 'Audience' });
  await expect(audience.getByRole('listitem').filter({ hasText: publicEntry })).toBeFocused();
  await expect(settings.getByText(/Publish this draft to open it to the public/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await settings.getByRole('button', { name: 'Close panel' }).click();

  await page.getByRole('button', { name: 'Publish' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish template' });
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(publish).toBeHidden();

  // Published: read-only, with the public link.
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(settings.getByText('Start Draft in the builder to change the audience')).toBeVisible();
  await expect(settings.getByRole('button', { name: `Remove ${publicEntry}` })).toHaveCount(0);
  await expect(settings.getByRole('button', { name: 'Copy public link' })).toBeVisible();
  const link = settings.getByRole('link', { name: /\/public\/template\// });
  const address = await link.getAttribute('href');
  expect(address).toMatch(/^\/public\/template\/[^/]+$/);
  templateGroupId = decodeURIComponent(address!.split('/').pop()!);
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalOverflow(page);

  // A guest, in a browser that never signed in, sees the template's public page.
  const guest = await browser.newContext();
  try {
    const guestPage = await guest.newPage();
    await guestPage.goto(new URL(address!, page.url()).toString());
    await expect(guestPage.getByRole('heading', { level: 1, name: templateName })).toBeVisible();
    await expect(guestPage.getByRole('button', { name: 'Start Form' })).toBeVisible();
  } finally {
    await guest.close();
  }
});
