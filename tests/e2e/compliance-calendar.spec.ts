import { expect, test, type Page } from '@playwright/test';
import { signedInApi, type PersonaApi } from './persona-api';
import { expectNoSeriousA11yViolations, signInAs, testId } from './support';

// The compliance calendar (issue 15, beyond the spec), as a program admin uses it: a template whose workflow
// escalates a submitted form after 5 days and submits drafts every day at 09:00, a form waiting in Submitted and a
// task due in 3 days, all made through the API; the calendar lists them by day and by kind, a dry run a week
// ahead lists what would fire, and the Compliance calendar widget shows the next days on a dashboard.

test.describe.configure({ mode: 'serial' });

const programId = 'prog-01-lab-safety';
const templateName = `Fume hood check ${testId}`;
const taskSubject = `Recheck hood 3 ${testId}`;
const jobName = `Daily sweep ${testId}`;
const dayMs = 24 * 60 * 60 * 1000;

const state = (id: string, label: string, flags: { isInitial?: boolean; isFinal?: boolean } = {}) => ({
  id,
  type: 'state',
  position: { x: 0, y: 0 },
  data: { label, isInitial: false, isFinal: false, notificationTriggers: [], integrationServiceTriggers: [], ...flags },
});
const edge = (source: string, target: string, event: string, days?: number) => ({
  id: `${source}-${target}`,
  source,
  target,
  data: { event, label: null, autoTransitionDays: days ?? null, notificationTriggers: [], integrationServiceTriggers: [] },
});
const flow = {
  nodes: [state('draft', 'Draft', { isInitial: true }), state('submitted', 'Submitted'), state('escalated', 'Escalated'), state('closed', 'Closed', { isFinal: true })],
  edges: [edge('draft', 'submitted', 'submit'), edge('submitted', 'escalated', 'escalate', 5), edge('submitted', 'closed', 'close'), edge('escalated', 'closed', 'close')],
};

async function ok<T>(api: PersonaApi, query: string, variables: Record<string, unknown>): Promise<T> {
  const answer = await api.call<T>(query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

/** The template, its published workflow (an auto-transition and a daily job), a submitted form and a task. */
async function seed(api: PersonaApi) {
  const { createCampusTemplate: template } = await ok<{ createCampusTemplate: { id: string; groupId: string; pages: Array<{ id: string }> } }>(
    api,
    'mutation ($input: CreateCampusTemplateInput!) { createCampusTemplate(input: $input) { id groupId pages { id } } }',
    { input: { programId, templateName } },
  );
  await ok(api, 'mutation ($input: AddElementInput!) { addQuestion(input: $input) { id } }', {
    input: { templateId: template.id, parentId: template.pages[0]!.id, element: JSON.stringify({ __typename: 'TextQuestion', title: 'Notes' }) },
  });
  const { createWorkflow: { workflow } } = await ok<{ createWorkflow: { workflow: { id: string; revision: number } } }>(api, 'mutation ($input: CreateWorkflowInput!) { createWorkflow(input: $input) { workflow { id revision } } }', {
    input: { templateGroupId: template.groupId, name: `${templateName} flow` },
  });
  const jobs = [{ name: jobName, cronExpression: '0 9 * * *', event: 'submit', workflowStateId: 'draft' }];
  await ok(api, 'mutation ($input: UpdateWorkflowInput!) { updateWorkflow(input: $input) { status } }', { input: { id: workflow.id, expectedRevision: workflow.revision, flow: JSON.stringify(flow), jobs } });
  await ok(api, 'mutation ($input: PublishWorkflowInput!) { publishWorkflow(input: $input) { status } }', { input: { id: workflow.id } });
  await ok(api, 'mutation ($input: AttachWorkflowInput!) { attachWorkflow(input: $input) { status } }', { input: { templateId: template.id, workflowId: workflow.id } });
  await ok(api, 'mutation ($input: PublishTemplateInput!) { publishTemplate(input: $input) { problems { message } } }', { input: { templateId: template.id, confirm: true } });
  const { startForm: form } = await ok<{ startForm: { id: string; name: string } }>(api, 'mutation ($input: StartFormInput!) { startForm(input: $input) { id name } }', { input: { templateId: template.id } });
  await ok(api, 'mutation ($input: UpdateFormByActionInput!) { updateFormByAction(input: $input) { id } }', { input: { formId: form.id, actionId: 'submit' } });
  const dueDate = new Date(Date.now() + 3 * dayMs).toISOString().slice(0, 10);
  await ok(api, 'mutation ($input: AssignTaskInput!) { assignTask(input: $input) { id } }', {
    input: { programId, targetType: 'TEMPLATE', targetId: template.groupId, assigneeId: 'user-staff-one', subject: taskSubject, dueDate, completeOnStatus: 'closed' },
  });
  return form.name;
}

const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('program.admin sees what comes due, narrows it by kind, runs a dry run and adds the widget to a dashboard', async ({ page, baseURL }, testInfo) => {
  const api = await signedInApi(baseURL!, 'program.admin');
  const formName = await seed(api);
  await api.dispose();
  await signInAs(page, 'program.admin');

  // From the program menu: the form's auto-transition, the job's firings (cron in words) and the task.
  await page.goto(`/program/${programId}`);
  await page.getByRole('navigation', { name: 'Program' }).getByRole('link', { name: 'Compliance Calendar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance Calendar' })).toBeVisible();
  const agenda = page.getByRole('region', { name: 'Coming due in the next 30 days' });
  await expect(agenda.getByRole('link', { name: formName, exact: true })).toBeVisible();
  await expect(agenda.getByText('Due after 5 days: moves to "Escalated" if its conditions hold')).toBeVisible();
  await expect(agenda.getByRole('link', { name: `${jobName} (${templateName})` }).first()).toBeVisible();
  await expect(agenda.getByText('Schedule (UTC): At 09:00').first()).toBeVisible();
  await expect(agenda.getByRole('link', { name: taskSubject })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('calendar-1280.png'), fullPage: true });

  // Scheduled jobs off: the job's firings leave, the rest stays.
  await page.getByRole('button', { name: 'Scheduled jobs' }).click();
  await expect(page.getByRole('button', { name: 'Scheduled jobs', pressed: false })).toBeVisible();
  await expect(agenda.getByRole('link', { name: `${jobName} (${templateName})` })).toHaveCount(0);
  await expect(agenda.getByRole('link', { name: formName, exact: true })).toBeVisible();

  // A dry run a week ahead: the auto-transition fires, and the daily job; the task fires nothing.
  const dryRun = page.getByRole('region', { name: 'Dry run' });
  await dryRun.getByRole('button', { name: 'Dry run' }).click();
  await expect(dryRun.getByRole('heading', { name: /the scheduler would fire:$/ })).toBeFocused();
  await expect(dryRun.getByRole('link', { name: formName, exact: true })).toBeVisible();
  await expect(dryRun.getByRole('link', { name: `${jobName} (${templateName})` }).first()).toBeVisible();
  await expect(dryRun.getByRole('link', { name: taskSubject })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // On a 360 px phone the agenda fits the screen.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(agenda.getByRole('link', { name: formName, exact: true })).toBeVisible();
  await expect.poll(() => noHorizontalOverflow(page)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('calendar-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The widget on a new dashboard: the next 14 days, linking to the calendar.
  await page.getByRole('navigation', { name: 'Program' }).getByRole('link', { name: 'New Dashboard' }).click();
  await page.getByLabel('Dashboard name').fill(`Compliance ${testId}`);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Dashboard created successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Add widget' }).click();
  await page.getByRole('menuitem', { name: 'Compliance calendar', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Add Compliance calendar' });
  await settings.getByLabel('Days ahead').fill('10');
  await settings.getByRole('button', { name: 'Add' }).click();
  const widget = page.getByTestId('widget-calendar');
  await expect(widget.getByRole('heading', { name: 'Compliance calendar: next 10 days' })).toBeVisible();
  await expect(widget.getByRole('link', { name: formName, exact: true })).toBeVisible();
  await expect(widget.getByRole('link', { name: taskSubject })).toBeVisible();
  await page.getByRole('button', { name: 'Save layout' }).click();
  await expect(page.getByText('Layout saved')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('calendar-widget-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(widget.getByRole('link', { name: formName, exact: true })).toBeVisible();
  // The grid follows its container's width at most every 500 ms.
  await expect.poll(() => noHorizontalOverflow(page)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('calendar-widget-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  // Reloaded, the saved dashboard still has the widget; then it is deleted (Delete names the version it read).
  await page.reload();
  await expect(widget.getByRole('link', { name: formName, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Are you sure you want to delete this layout? This action cannot be undone.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`/program/${programId}$`));
});
