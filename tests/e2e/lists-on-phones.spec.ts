import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAs, expectNoHorizontalOverflow } from './support';

// Forms told apart and lists that work on phones (issue 14): each list shows the form's id and a relative time
// with its full date and time; at 360 px rows are cards, nothing overflows and no name breaks inside a word.
// Action items can be completed: the item leaves the list, a toast says so, focus moves to the next item.

test.setTimeout(120_000);

/**
 * The texts (links' names) in `selector` whose lines break inside a word: two letters of one word on two lines
 * (a break after a hyphen, as in "Self-Assessment", is where words may break).
 */
async function namesBrokenMidWord(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const text = element.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      const content = text.textContent ?? '';
      const range = document.createRange();
      const topOf = (index: number) => {
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return Math.round(range.getBoundingClientRect().top);
      };
      for (let index = 0; index + 1 < content.length; index += 1) {
        if (/[\s-]/.test(content[index]!) || /\s/.test(content[index + 1]!)) continue;
        if (topOf(index) !== topOf(index + 1)) return [content];
      }
      return [];
    }),
  );
}

async function expectFitsPhone(page: Page, listSelector: string) {
  await expectNoHorizontalOverflow(page);
  expect(await namesBrokenMidWord(page, `${listSelector} a`)).toEqual([]);
}

/** The list's total, as its pager says it ("1–7 of 7"): other specs may have given staff.one more items. */
async function listTotal(page: Page): Promise<number> {
  const pager = page.getByText(/^\d+–\d+ of \d+$/);
  await expect(pager).toBeVisible();
  return Number((await pager.textContent())!.split(' of ')[1]);
}

const shot = (page: Page, name: string) => page.screenshot({ path: `.screenshots/lists14/${name}.png`, fullPage: true });

test('staff.one completes an action item: it leaves the list, a toast says so, focus moves on; Completed shows it and Reopen brings it back', async ({ page }) => {
  await signInAs(page, 'staff.one');
  await page.goto('/action-items');
  const grid = page.getByRole('grid', { name: 'Action Items' });
  const title = 'Complete your annual laboratory safety refresher';
  await expect(grid.getByRole('link', { name: title }).or(grid.getByText(title))).toBeVisible();
  const total = await listTotal(page);
  await shot(page, 'action-items-1280');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: `Complete: ${title}` }).click();

  await expect(page.getByText('Action item completed.')).toBeVisible();
  await expect(grid.getByText(title)).toHaveCount(0);
  await expect(page.getByText(new RegExp(`^1–\\d+ of ${total - 1}$`))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete: Sign the updated Chemical Hygiene Plan' })).toBeFocused();

  await page.getByRole('button', { name: 'Completed' }).click();
  const completed = page.getByRole('grid', { name: 'Completed action items' });
  await expect(completed.getByText(title)).toBeVisible();
  await expect(completed.getByRole('row').filter({ hasText: title }).getByText(/^Completed just now/)).toBeVisible();
  await completed.getByRole('button', { name: `Reopen: ${title}` }).click();
  await expect(page.getByText('Action item reopened.')).toBeVisible();
  // Only this item leaves Completed: other specs (assignment) may have completed staff.one's other items.
  await expect(completed.getByText(title)).toHaveCount(0);

  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByText(new RegExp(`^1–\\d+ of ${total}$`))).toBeVisible();
});

test('every list shows the form’s id and when, at 1280 and as cards at 360 px, fitting the phone', async ({ page }) => {
  await signInAs(page, 'staff.one');
  // A form of the every-kind template, so the lists have a form with an id.
  await page.goto('/template/tg-every-kind-demo');
  await page.getByRole('button', { name: 'Start Form' }).click();
  await expect(page).toHaveURL(/\/form\//);

  const lists: Array<{ path: string; name: string; list: string }> = [
    { path: '/', name: 'home', list: 'main section' },
    { path: '/workspace', name: 'workspace', list: '[role="grid"]' },
    { path: '/documents', name: 'documents', list: '[role="grid"]' },
    { path: '/template/tg-every-kind-demo', name: 'template-documents', list: '[role="grid"]' },
    { path: '/action-items', name: 'action-items', list: '[role="grid"]' },
  ];
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const { path, name, list } of lists) {
      await page.goto(path);
      if (name !== 'action-items') await expect(page.locator(list).getByText(/^EKD-\d{6}$/).first()).toBeVisible();
      await expect(page.locator(`${list} time`).first()).toHaveAttribute('title', /\d{4} \d{1,2}:\d{2}:\d{2} [AP]M$/);
      await expect(page.locator(`${list} time`).first()).toHaveText(/ago|just now|yesterday/);
      await shot(page, `${name}-${width}`);
      if (width === 360) {
        await expectFitsPhone(page, list);
        if (list.includes('grid')) await expect(page.locator(list).getByRole('columnheader')).toHaveCount(1);
        await expectNoSeriousA11yViolations(page);
      }
    }
  }
});

test('a template’s forms in the program area show each form’s id and when, as cards at 360 px', async ({ page }) => {
  await signInAs(page, 'program.admin');
  await page.goto('/template/tg-lab-safety-inspection');
  await page.getByRole('button', { name: 'Start Form' }).click();
  await expect(page).toHaveURL(/\/form\//);
  const grid = page.getByRole('grid', { name: 'Forms of this template' });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/program/prog-01-lab-safety/template/tg-lab-safety-inspection');
    await expect(grid.getByText(/^LSI-\d{6}$/).first()).toBeVisible({ timeout: 30_000 });
    await expect(grid.locator('time').first()).toHaveText(/ago|just now/);
    await shot(page, `program-template-forms-${width}`);
    if (width === 360) {
      await expectFitsPhone(page, '[role="grid"]');
      await expectNoSeriousA11yViolations(page);
    }
  }
});

test('from Home, by keyboard: Dismiss takes the item out of Action Items and focus goes to the next item’s Complete', async ({ page }) => {
  await signInAs(page, 'staff.two');
  const section = page.getByRole('region', { name: 'Action Items' });
  const first = 'Complete your ergonomic self-assessment';
  const dismiss = section.getByRole('button', { name: `Dismiss: ${first}` });
  await expect(dismiss).toBeVisible();

  await dismiss.focus();
  await page.keyboard.press('Enter');

  await expect(page.getByText('Action item dismissed.')).toBeVisible();
  await expect(section.getByText(first)).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Complete: Complete your annual laboratory safety refresher' })).toBeFocused();

  // Put it back, from the completed ones, where it is listed as dismissed.
  await page.goto('/action-items?show=completed');
  const completed = page.getByRole('grid', { name: 'Completed action items' });
  await expect(completed.getByText(/^Dismissed just now/)).toBeVisible();
  await completed.getByRole('button', { name: `Reopen: ${first}` }).click();
  await expect(page.getByText('You have no completed action items.')).toBeVisible();
});
