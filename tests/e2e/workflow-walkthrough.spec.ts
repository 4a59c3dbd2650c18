import { expect, test, type Locator, type Page } from '@playwright/test';
import { asTestSuite, cleanUp, expectNoSeriousA11yViolations, signInAs, testId, pickOption } from './support';

// The workflow issue's walk-through, as a program admin and a staff member would do it in the browser:
// program.admin authors a hazard review template with a risk outcome, two notifications and a workflow (draft,
// submitted, under review, revisions requested, approved; approve guarded by an answer; submitted moves to under
// review by itself after 7 days), grants the reviewers its events, and publishes. staff.one submits; the review
// TODO reaches program.admin's Action Items; revisions are requested, made and resubmitted; program.admin
// approves. The badges, the status history and the outbox are checked at each step; then the scheduler, with its
// clock moved 7 days on, moves a second form exactly once, and two simultaneous approvals give one CONFLICT.

test.describe.configure({ mode: 'serial' });
test.afterAll(async ({ request }) => cleanUp(request));

const programId = 'prog-01-lab-safety';
const programStudio = `/studio/campus/01/program/${programId}`;
const templateName = `Hazard review ${testId}`;
const reviewerRole = `Hazard reviewers ${testId}`;
const hazardQuestion = 'Are all hazards controlled?';
let templatePath = '';
let formPath = '';
let secondFormId = '';
const staffName = 'Jordan Lee';
const adminName = 'Priya Natarajan';
const approvedHistory = [
  `Approved by ${adminName}`,
  `Submitted by ${staffName}`,
  `Revisions Requested by ${adminName}`,
  `Submitted by ${staffName}`,
  `Draft by ${staffName}`,
];

/** Calls the GraphQL API as the signed-in user of the page (the browser's own session). */
async function api<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<{ data?: T; errors?: Array<{ message: string; errorType?: string }> }> {
  return page.evaluate(
    async ({ query, variables }) => {
      const session = (await (await fetch('/auth/api/client/refresh')).json()) as { accessToken: string };
      const response = await fetch('/platform-shell/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  );
}

/** Picks an option of an MUI select (or autocomplete) by its label. */
async function choose(page: Page, scope: Page | Locator, label: string, option: string | RegExp) {
  await pickOption(page, scope.getByRole('combobox', { name: label }), page.getByRole('option', { name: option }).first());
}

/** Adds a question of a kind and gives it its title (its panel opens with an Untitled title). */
async function addQuestion(page: Page, kind: string, title: string) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menuitem', { name: kind, exact: true }).click();
  const field = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(field).toHaveValue(new RegExp(`^Untitled ${kind.toLowerCase()} question$`));
  await commit(page, field, title);
  await expect(field).toHaveValue(title);
}

/** Commits a builder text field (they save on blur) and waits for the save. */
async function commit(page: Page, field: Locator, value: string) {
  await field.fill(value);
  const saved = page.waitForResponse((response) => response.url().includes('/graphql') && /UpdateElement|Option/.test(response.request().postData() ?? ''));
  await field.press('Tab');
  expect((await saved).ok()).toBe(true);
}

/** The subjects of the emails in the local outbox about one form, oldest first (read as global.admin, who may). */
async function outboxSubjects(admin: Page, formId: string): Promise<string[]> {
  const result = await api<{ outbox: { docs: Array<{ subject: string; formId: string | null }> } }>(admin, 'query { outbox(page: 1, size: 100) { docs { subject formId } } }');
  expect(result.errors).toBeUndefined();
  return result.data!.outbox.docs.filter((mail) => mail.formId === formId).map((mail) => mail.subject).reverse();
}

test('program.admin authors the template: questions, a risk outcome and notifications', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'program.admin');

  // The program's reviewers (roles have their own studio screen; here they are set up as an office would have them).
  const role = await api<{ createRole: { id: string } }>(page, 'mutation($input: CreateRoleInput!) { createRole(input: $input) { id } }', {
    input: { nodeType: 'program', nodeId: programId, roleName: reviewerRole },
  });
  expect(role.errors).toBeUndefined();
  const added = await api(page, 'mutation($input: AddRoleMemberInput!) { addRoleMember(input: $input) { id } }', {
    input: { nodeType: 'program', nodeId: programId, roleId: role.data!.createRole.id, userId: 'user-program-admin' },
  });
  expect(added.errors).toBeUndefined();

  await page.goto(programStudio);
  await page.getByRole('button', { name: 'New Template' }).first().click();
  await expect(page).toHaveURL(/\/studio\/campus\/01\/template\/[^/]+/);
  templatePath = new URL(page.url()).pathname.replace(/\/builder$/, '');
  const nameField = page.getByLabel('Template name');
  await nameField.fill(templateName);
  await nameField.press('Tab');
  await expect(page.getByRole('heading', { name: `Template builder: ${templateName}` })).toBeAttached();

  // A required option question Yes / No, and a text question.
  await addQuestion(page, 'Option', hazardQuestion);
  // The switch moves once the server has the change.
  await page.getByRole('switch', { name: 'Required' }).click();
  await expect(page.getByRole('switch', { name: 'Required' })).toBeChecked();
  await commit(page, page.getByRole('textbox', { name: 'Option 1', exact: true }), 'Yes');
  await commit(page, page.getByRole('textbox', { name: 'Option 2', exact: true }), 'No');
  await addQuestion(page, 'Text', 'Area inspected');

  // A risk outcome: High when hazards are not controlled, Low when they are.
  await page.goto(`${templatePath}/outcomes`);
  await page.getByRole('textbox', { name: 'New group name' }).fill('Hazard risk');
  await choose(page, page, 'Group type', 'Risk');
  await page.getByRole('button', { name: 'Add outcome group' }).click();
  const group = page.getByRole('region', { name: 'Hazard risk' });
  await group.getByRole('button', { name: 'Add risk level' }).click();
  await group.getByRole('textbox', { name: 'Risk level 1' }).fill('High');
  await group.getByRole('button', { name: 'Add risk level' }).click();
  await group.getByRole('textbox', { name: 'Risk level 2' }).fill('Low');
  await group.getByRole('button', { name: 'Save risk levels' }).click();
  await expect(group.getByRole('button', { name: 'Save risk levels' })).toBeDisabled();
  for (const [level, answer] of [['High', 'No'], ['Low', 'Yes']] as const) {
    await group.getByRole('button', { name: 'Add outcome to Hazard risk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add outcome to Hazard risk' });
    await choose(page, dialog, 'Outcome type', 'Risk');
    await choose(page, dialog, 'Risk level', level);
    await dialog.getByRole('button', { name: 'Add question condition' }).click();
    await choose(page, dialog, 'Question', hazardQuestion);
    await choose(page, dialog, 'Option', answer);
    await dialog.getByRole('button', { name: 'Save outcome' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(group.getByRole('list', { name: 'Outcomes of Hazard risk' }).getByRole('listitem')).toHaveCount(2);

  // Notifications: an email to the owner on every status change, and a review to-do for the reviewers.
  for (const notification of [
    { name: 'Status changed', kind: 'Email', subject: 'Your hazard review is now {{form.status}}', toOwner: true },
    { name: 'Review needed', kind: 'To-do (Action Items)', subject: 'Review hazard review {{form.name}}', toOwner: false },
  ]) {
    await page.goto(`${templatePath}/notification/new`);
    const form = page.getByRole('form', { name: 'Notification' });
    await form.getByRole('textbox', { name: 'Name' }).fill(notification.name);
    await choose(page, form, 'Kind', notification.kind);
    await form.getByRole('textbox', { name: 'Subject' }).fill(notification.subject);
    await form.getByRole('textbox', { name: 'Body' }).fill('Hazard review {{form.name}}: {{form.status}}.');
    if (notification.toOwner) await form.getByRole('checkbox', { name: "Send to the form's owner" }).check();
    else await choose(page, form, 'To roles', reviewerRole);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/notification\/[^/]+$/);
    await expect(page).not.toHaveURL(/\/notification\/new$/);
  }
  await page.goto(`${templatePath}/notifications`);
  await expect(page.getByRole('list', { name: 'Notifications' })).toContainText('Status changed');
  await expect(page.getByRole('list', { name: 'Notifications' })).toContainText('Review needed');
  await expectNoSeriousA11yViolations(page);
});

/** The form page's status badge (in its header) and its status history, newest first, as "status by who". */
async function expectStatus(page: Page, label: string, history: string[]) {
  await expect(page.getByRole('banner').or(page.locator('header')).getByText(label, { exact: true }).first()).toBeVisible();
  const disclosure = page.getByRole('button', { name: /^Status history/ });
  if ((await disclosure.getAttribute('aria-expanded')) !== 'true') await disclosure.click();
  const events = page.getByRole('list', { name: 'Status events, newest first' }).getByRole('listitem');
  await expect(events).toHaveCount(history.length);
  for (const [index, entry] of history.entries()) {
    const [status, who] = entry.split(' by ');
    await expect(events.nth(index)).toContainText(status!);
    if (who) await expect(events.nth(index)).toContainText(`by ${who}`);
  }
}

/** Runs a form action by its button and waits for the move to be saved. */
async function runAction(page: Page, label: string) {
  const moved = page.waitForResponse((response) => response.url().includes('/graphql') && (response.request().postData() ?? '').includes('UpdateFormByAction'));
  await page.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button', { name: label }).click();
  expect((await moved).ok()).toBe(true);
}

/** The group id of the template (the address staff start forms from). */
async function groupIdOf(page: Page): Promise<string> {
  const templateId = templatePath.split('/template/')[1]!;
  const result = await api<{ templateById: { groupId: string } }>(page, 'query($id: ID!) { templateById(id: $id) { groupId } }', { id: templateId });
  return result.data!.templateById.groupId;
}

async function startForm(page: Page): Promise<string> {
  await page.goto(`/template/${await groupIdOf(page)}`);
  await page.getByRole('button', { name: 'Start Form' }).click();
  await expect(page).toHaveURL(/\/form\/[^/]+$/);
  return new URL(page.url()).pathname;
}

async function answer(page: Page, option: 'Yes' | 'No', area: string) {
  await page.getByRole('radio', { name: option }).check();
  const text = page.getByRole('textbox', { name: 'Area inspected' });
  await text.fill(area);
  await text.press('Tab');
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();
}

/** Opens a step of the workflow in the property panel, from the canvas's list view. */
async function editStep(page: Page, name: string) {
  await page.getByRole('list', { name: 'Steps' }).getByRole('button', { name: new RegExp(`^Edit \\w+ ${name}$`) }).click();
  return page.getByRole('region', { name: new RegExp(`: ${name}$`) });
}

/** Adds a state, names it, and gives it its status id. */
async function addState(page: Page, label: string, statusId: string) {
  await page.getByRole('toolbar', { name: 'Workflow editor' }).getByRole('button', { name: 'Add state' }).click();
  const panel = await editStep(page, 'New state');
  await panel.getByRole('textbox', { name: 'Label' }).fill(label);
  const id = page.getByRole('region', { name: `State: ${label}` }).getByRole('textbox', { name: 'Status id' });
  await id.fill(statusId);
  await id.press('Enter');
  await expect(page.getByRole('list', { name: 'Steps' })).toContainText(`state · ${statusId}`);
}

/** Draws a transition with the list view's form. */
async function addTransition(page: Page, from: string, to: string, event: string) {
  const form = page.getByRole('form', { name: 'Add a transition' });
  await choose(page, form, 'From', from);
  await choose(page, form, 'To', to);
  await form.getByRole('textbox', { name: 'Event' }).fill(event);
  await form.getByRole('button', { name: /Add/ }).click();
}

/** Adds notification triggers to the open state or transition panel: each is a notification template and a kind. */
async function addNotifications(page: Page, panel: Locator, triggers: Array<[string, 'EMAIL' | 'TODO']>) {
  for (const [template, kind] of triggers) {
    await panel.getByRole('button', { name: 'Add notification' }).click();
    const trigger = panel.getByRole('group', { name: /^Notification \d+$/ }).last();
    await choose(page, trigger, 'Notification template', template);
    await choose(page, trigger, 'Kind', new RegExp(`^${kind}`));
  }
}

test('program.admin draws the workflow, publishes and attaches it, and grants its events to the reviewers', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, 'program.admin');
  await page.goto(`${templatePath}/workflow`);
  await page.getByRole('button', { name: 'Create Workflow' }).click();
  await expect(page.getByRole('list', { name: 'Steps' })).toContainText('Draft');

  await addState(page, 'Under review', 'under_review');
  await addState(page, 'Revisions requested', 'revisions_requested');

  // A guard on the answer: approve is open only when every hazard is controlled.
  await page.getByRole('toolbar', { name: 'Workflow editor' }).getByRole('button', { name: 'Add guard' }).click();
  const guard = await editStep(page, 'Guard');
  await guard.getByRole('textbox', { name: 'Label' }).fill('Hazards controlled');
  const guardPanel = page.getByRole('region', { name: 'Guard: Hazards controlled' });
  await guardPanel.getByRole('button', { name: 'Add condition' }).click();
  await choose(page, guardPanel, 'Question 1', hazardQuestion);
  await choose(page, guardPanel, 'Option 1', 'Yes');

  // The starter's Submitted —approve→ Approved goes through the guard instead.
  await page.getByRole('list', { name: 'Transitions' }).getByRole('button', { name: /^Delete transition Submitted —.*→ Approved$/ }).click();
  await addTransition(page, 'Submitted', 'Hazards controlled', 'approve');
  await addTransition(page, 'Hazards controlled', 'Approved', '');
  await addTransition(page, 'Submitted', 'Revisions requested', 'request_revisions');
  await addTransition(page, 'Revisions requested', 'Submitted', 'submit');
  await addTransition(page, 'Under review', 'Approved', 'approve');
  await addTransition(page, 'Under review', 'Revisions requested', 'request_revisions');
  await addTransition(page, 'Submitted', 'Under review', '');

  // Submitted moves to Under review by itself after 7 days.
  await page.getByRole('list', { name: 'Transitions' }).getByRole('button', { name: 'Edit transition Submitted → Under review' }).click();
  const auto = page.getByRole('region', { name: 'Transition: Submitted → Under review' });
  await auto.getByRole('spinbutton', { name: 'Auto-transition after (days)' }).fill('7');

  // Notifications: an email to the owner on entering each state after Draft, and a review to-do while it waits.
  await addNotifications(page, await editStep(page, 'Submitted'), [['Status changed', 'EMAIL'], ['Review needed', 'TODO']]);
  await addNotifications(page, await editStep(page, 'Under review'), [['Status changed', 'EMAIL'], ['Review needed', 'TODO']]);
  await addNotifications(page, await editStep(page, 'Revisions requested'), [['Status changed', 'EMAIL']]);
  await addNotifications(page, await editStep(page, 'Approved'), [['Status changed', 'EMAIL']]);

  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByText('No problems found.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/workflow-editor-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  // Toasts come from a lazy chunk (notistack behind useToast): each still says what happened.
  await expect(page.getByText('Workflow published.')).toBeVisible();
  await page.getByRole('button', { name: 'Attach to this template' }).click();
  await expect(page.getByText('Workflow attached to this template.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Workflow version' })).toContainText(/attached/i);

  // The permissions tab now grants in the workflow's states and for its events.
  await page.goto(`${templatePath}/permissions`);
  for (const state of ['Submitted', 'Under review']) {
    for (const action of ['Approve', 'Request Revisions']) {
      const box = page.getByRole('checkbox', { name: `${action} in ${state} for ${reviewerRole}` });
      await box.click();
      await expect(box).toBeChecked();
    }
  }
  for (const status of ['Submitted', 'Under review', 'Revisions requested', 'Approved']) {
    const view = page.getByRole('checkbox', { name: `View in ${status} for ${reviewerRole}` });
    await view.click();
    await expect(view).toBeChecked();
  }

  await page.goto(`${templatePath}/builder`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish template' });
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Version \d+ is published\.$/)).toBeVisible();
  await expect(page.getByText('PUBLISHED', { exact: true }).first()).toBeVisible();
});

test('staff.one fills the form in with a hazard not controlled and submits it', async ({ page }) => {
  await signInAs(page, 'staff.one');
  formPath = await startForm(page);
  await expectStatus(page, 'Draft', [`Draft by ${staffName}`]);
  await answer(page, 'No', 'Lab 2.14, fume hood bay');
  await runAction(page, 'Submit');
  await expectStatus(page, 'Submitted', [`Submitted by ${staffName}`, `Draft by ${staffName}`]);
  // Submitted: the form is the reviewers' now.
  await expect(page.getByText('This form is read-only in its current status.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('program.admin finds it in Action Items; Approve waits for the hazards to be controlled, so they request revisions', async ({ page }) => {
  await signInAs(page, 'program.admin');
  const reminder = page.getByRole('region', { name: 'Action Items' }).getByRole('link', { name: /^Review hazard review/ }).first();
  await expect(reminder).toBeVisible();
  await reminder.click();
  await expect(page).toHaveURL(new RegExp(`${formPath}$`));
  await expect(page.getByRole('button', { name: 'Request revisions', exact: true })).toBeVisible();
  // The guard: "Are all hazards controlled?" is No, so approve is not offered.
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await runAction(page, 'Request revisions');
  await expectStatus(page, 'Revisions Requested', [`Revisions Requested by ${adminName}`, `Submitted by ${staffName}`, `Draft by ${staffName}`]);
  // The review to-do is done once the form moved on.
  await page.goto('/action-items');
  await expect(page.getByRole('link', { name: /^Review hazard review/ })).toHaveCount(0);
});

test('staff.one revises the answer and resubmits; program.admin approves', async ({ page, browser }) => {
  await signInAs(page, 'staff.one');
  await page.goto(formPath);
  await expect(page.getByText('This form is read-only in its current status.')).toHaveCount(0);
  await answer(page, 'Yes', 'Lab 2.14, fume hood bay');
  await runAction(page, 'Submit');
  await expectStatus(page, 'Submitted', [`Submitted by ${staffName}`, `Revisions Requested by ${adminName}`, `Submitted by ${staffName}`, `Draft by ${staffName}`]);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'program.admin');
  await admin.goto(formPath);
  await runAction(admin, 'Approve');
  await expectStatus(admin, 'Approved', approvedHistory);
  // The risk outcome of the answers shows on the summary.
  await expect(admin.getByRole('region', { name: /Outcomes/ })).toContainText('Low');
  await expectNoSeriousA11yViolations(admin);
  await admin.screenshot({ path: 'test-results/workflow-form-approved-1280.png', fullPage: true });
  await adminContext.close();

  await page.reload();
  await expectStatus(page, 'Approved', approvedHistory);
});

test('the outbox holds one email to the owner for each status the form entered', async ({ page }) => {
  await signInAs(page, 'global.admin');
  const formId = formPath.split('/').pop()!;
  await expect.poll(() => outboxSubjects(page, formId)).toEqual([
    'Your hazard review is now submitted',
    'Your hazard review is now revisions_requested',
    'Your hazard review is now submitted',
    'Your hazard review is now approved',
  ]);
});

test('with the clock moved 7 days on, a submitted form moves to Under review once, however often the scheduler runs', async ({ page, browser, request }) => {
  await signInAs(page, 'staff.one');
  const path = await startForm(page);
  secondFormId = path.split('/').pop()!;
  await answer(page, 'Yes', 'Stockroom B');
  await runAction(page, 'Submit');
  await expectStatus(page, 'Submitted', [`Submitted by ${staffName}`, `Draft by ${staffName}`]);

  // Six days on nothing is due; seven days on the timer fires. Two runs at once and a third after fire it once.
  // Moving the clock is test support: the suite's identity runs the scheduler.
  const suite = await asTestSuite(request);
  const runAt = (days: number) =>
    suite<{ runScheduler: { timersFired: number } }>('mutation($now: AWSDateTime) { runScheduler(now: $now) { timersFired } }', {
      now: new Date(Date.now() + days * 86_400_000 + 60_000).toISOString(),
    });
  expect((await runAt(6)).errors).toBeUndefined();
  await page.reload();
  await expectStatus(page, 'Submitted', [`Submitted by ${staffName}`, `Draft by ${staffName}`]);
  const runs = [...(await Promise.all([runAt(7), runAt(7)])), await runAt(7)];
  expect(runs.map((run) => run.errors)).toEqual([undefined, undefined, undefined]);
  await page.reload();
  await expectStatus(page, 'Under Review', ['Under Review by Scheduler', `Submitted by ${staffName}`, `Draft by ${staffName}`]);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'global.admin');
  // Mail is a move's effect: sent from the effects queue once the move answered.
  await expect.poll(() => outboxSubjects(admin, secondFormId)).toEqual(['Your hazard review is now submitted', 'Your hazard review is now under_review']);
  await adminContext.close();
});

test('two reviewers approving the same form at once: one approval applies, the other answers CONFLICT', async ({ browser }) => {
  const reviewers = await Promise.all([browser.newContext(), browser.newContext()]);
  const pages = await Promise.all(reviewers.map((context) => context.newPage()));
  for (const reviewer of pages) {
    await signInAs(reviewer, 'program.admin');
    await reviewer.goto(`/form/${secondFormId}`);
    await expect(reviewer.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
  }
  const approve = (reviewer: Page) =>
    api<{ updateFormByAction: { status: string } }>(reviewer, 'mutation($input: UpdateFormByActionInput!) { updateFormByAction(input: $input) { status } }', {
      input: { formId: secondFormId, actionId: 'approve', expectedStatus: 'under_review' },
    });
  const results = await Promise.all(pages.map(approve));
  const outcomes = results.map((result) => result.data?.updateFormByAction.status ?? result.errors?.[0]?.errorType).sort();
  expect(outcomes).toEqual(['CONFLICT', 'approved']);

  await pages[0]!.reload();
  await expectStatus(pages[0]!, 'Approved', [`Approved by ${adminName}`, 'Under Review by Scheduler', `Submitted by ${staffName}`, `Draft by ${staffName}`]);
  await Promise.all(reviewers.map((context) => context.close()));
});

test("the finished forms' risk outcome is staff.one's to keep, and the Metrics tab counts both forms", async ({ page, browser }) => {
  await signInAs(page, 'staff.one');
  await page.goto('/workspace');
  const mine = page.getByRole('region', { name: 'My outcomes' });
  await expect(mine).toContainText(templateName);
  await expect(mine).toContainText('Low');
  await expectNoSeriousA11yViolations(page);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'program.admin');
  await admin.goto(`${templatePath}/metrics`);
  const cards = admin.getByRole('list', { name: 'Template metrics' }).or(admin.locator('dl[aria-label="Template metrics"]'));
  await expect(cards).toContainText('Forms started2');
  await expect(cards).toContainText('Finished2');
  await expect(admin.getByRole('table', { name: 'Forms by status' }).getByRole('row', { name: /Approved/ })).toContainText('2');
  await expectNoSeriousA11yViolations(admin);
  await admin.screenshot({ path: 'test-results/template-metrics-1280.png', fullPage: true });
  await adminContext.close();
});
