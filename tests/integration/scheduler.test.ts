import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJobRun, dueTimers } from '../../functions/data/scheduling-repository';
import { effectsQueue } from '../../functions/effects/sqs-effects-queue';
import { fireTimer } from '../../functions/scheduler/fire-timers';
import { timerShard } from '../../schema/src/workflow/schedule';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { uniqueName } from './steps/role-steps';
import { givenDraftWithOptionQuestion, publishTemplate } from './steps/template-steps';
import { attachWorkflow, editWorkflow } from './steps/workflow-steps';
import { suiteUsername } from './steps/test-support-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let author: ApiClient;
let staffOne: ApiClient;
let suite: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  author = await signIn(stack.url, 'program.admin');
  staffOne = await signIn(stack.url, 'staff.one');
  suite = await signIn(stack.url, suiteUsername);
});
afterAll(async () => stack.close());

interface ScheduledForm {
  id: string;
  status: string;
  statusEvents: Array<{ status: string; user: { userId: string; firstName: string } }>;
  workflowState: { currentState: string; workflowStatus: string; errorMessage: string | null; enteredAt: string };
}

interface SchedulerRun {
  now: string;
  timersFired: number;
  timersStale: number;
  timersRefused: number;
  jobsFired: number;
  formsMoved: number;
  errors: number;
}

const formFields = 'id status statusEvents { status user { userId firstName } } workflowState { currentState workflowStatus errorMessage enteredAt }';
const dayMs = 24 * 60 * 60 * 1000;
const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

type Flow = { nodes: unknown[]; edges: unknown[] };

const stateNode = (id: string, label: string, flags: { isInitial?: boolean; isFinal?: boolean } = {}) => ({
  id,
  type: 'state',
  position: { x: 0, y: 0 },
  data: { label, isInitial: false, isFinal: false, notificationTriggers: [], integrationServiceTriggers: [], ...flags },
});
const edge = (id: string, source: string, target: string, data: { event?: string; autoTransitionDays?: number }) => ({
  id,
  source,
  target,
  data: { label: null, integrationServiceTriggers: [], notificationTriggers: [], ...data },
});

/**
 * Draft (14 days: expired) → submit → Submitted (7 days: escalate) → Escalated (3 days, only when the risk answer
 * is high: High risk); approve ends Submitted, Escalated and High risk in Approved.
 */
function timedFlow(riskQuestionId: string): Flow {
  return {
    nodes: [
      stateNode('draft', 'Draft', { isInitial: true }),
      stateNode('submitted', 'Submitted'),
      stateNode('escalated', 'Escalated'),
      stateNode('high_risk', 'High risk'),
      stateNode('expired', 'Expired', { isFinal: true }),
      stateNode('approved', 'Approved', { isFinal: true }),
      { id: 'is-high', type: 'guard', position: { x: 0, y: 0 }, data: { label: 'High risk?', conditions: [{ type: 'question', questionId: riskQuestionId, optionId: 'high' }] } },
    ],
    edges: [
      edge('draft-submit', 'draft', 'submitted', { event: 'submit' }),
      edge('draft-expire', 'draft', 'expired', { autoTransitionDays: 14 }),
      edge('submitted-escalate', 'submitted', 'escalated', { event: 'escalate', autoTransitionDays: 7 }),
      edge('submitted-approve', 'submitted', 'approved', { event: 'approve' }),
      edge('escalated-check', 'escalated', 'is-high', { autoTransitionDays: 3 }),
      edge('check-high', 'is-high', 'high_risk', {}),
      edge('escalated-approve', 'escalated', 'approved', { event: 'approve' }),
      edge('high-approve', 'high_risk', 'approved', { event: 'approve' }),
    ],
  };
}

/** A published template with a Risk question (low/high) following a published workflow with the given flow and jobs. */
async function givenTemplateWithWorkflow(name: string, flowOf: (riskQuestionId: string) => Flow | null, jobs: Array<Record<string, string>> = []) {
  const { template, question } = await givenDraftWithOptionQuestion(author, uniqueName(name), 'Risk', { low: 'Low', high: 'High' });
  const created = (await editWorkflow(author, 'createWorkflow', { templateGroupId: template.groupId, name: `${name} flow` })).workflow!;
  const flow = flowOf(question.id);
  const updated = await editWorkflow(author, 'updateWorkflow', { id: created.id, expectedRevision: 1, ...(flow ? { flow: JSON.stringify(flow) } : {}), jobs });
  expect(updated.answer.errors).toBeUndefined();
  const published = await editWorkflow(author, 'publishWorkflow', { id: created.id });
  expect(published.answer.errors).toBeUndefined();
  expect(published.outcome?.status).toBe('SUCCESS');
  expect((await attachWorkflow(author, { templateId: template.id, workflowId: created.id })).data?.attachWorkflow.status).toBe('SUCCESS');
  expect((await publishTemplate(author, template.id, true)).data?.publishTemplate.problems).toEqual([]);
  return { templateId: template.id, riskQuestionId: question.id, workflow: published.workflow! };
}

async function start(templateId: string) {
  const answer = await staffOne.graphql<{ startForm: ScheduledForm }>(`mutation S($input: StartFormInput!) { startForm(input: $input) { ${formFields} } }`, { input: { templateId } });
  return answer.data!.startForm;
}

async function submit(formId: string) {
  const answer = await staffOne.graphql<{ updateFormByAction: ScheduledForm }>(
    `mutation A($input: UpdateFormByActionInput!) { updateFormByAction(input: $input) { ${formFields} } }`,
    { input: { formId, actionId: 'submit' } },
  );
  expect(codesOf(answer)).toEqual([]);
  return answer.data!.updateFormByAction;
}

async function answerRisk(formId: string, questionId: string, optionId: 'low' | 'high') {
  const answer = await staffOne.graphql('mutation O($input: UpdateOptionResponseInput!) { updateOptionResponse(input: $input) { id } }', {
    input: { formId, questionId, selectedOptionIds: [optionId] },
  });
  expect(codesOf(answer)).toEqual([]);
}

/** The form as its program's administrator sees it (the owner may view it only in some statuses). */
async function readForm(id: string) {
  return (await author.graphql<{ form: ScheduledForm }>(`query F($id: ID!) { form(id: $id) { ${formFields} } }`, { id })).data!.form;
}

/** One scheduler run at a moved clock, through the test-support mutation (the test-suite identity's). */
async function runScheduler(now: string) {
  const answer = await suite.graphql<{ runScheduler: SchedulerRun }>(
    'mutation R($now: AWSDateTime) { runScheduler(now: $now) { now timersFired timersStale timersRefused jobsFired formsMoved errors } }',
    { now },
  );
  expect(answer.errors).toBeUndefined();
  // The run's own moves have had their effects (a halted child's parent told, mail sent) when it answers here.
  await stack.drainEffects();
  return answer.data!.runScheduler;
}

/** The status history: who moved the form, staff.one (`Jordan`) or the scheduler. */
const history = (form: ScheduledForm) => form.statusEvents.map((event) => `${event.status} by ${event.user.firstName}`);

describe('scheduled jobs', () => {
  it('fires a job once per due time across two runs, also when they overlap, sending its event to forms in its state', async () => {
    const jobs = [{ name: 'Submit drafts', cronExpression: '0 */6 * * *', event: 'submit', workflowStateId: 'draft' }];
    const { templateId, workflow } = await givenTemplateWithWorkflow('Job Inspection', () => null, jobs);
    const read = await author.graphql<{ workflow: { lastUpdatedDate: string; jobs: Array<{ createdDate: string }> } }>(
      'query W($id: ID!) { workflow(id: $id) { lastUpdatedDate jobs { createdDate } } }',
      { id: workflow.id },
    );
    const epoch = [read.data!.workflow.lastUpdatedDate, read.data!.workflow.jobs[0]!.createdDate].sort().at(-1)!;
    const first = await start(templateId);

    const firstDay = [await runScheduler(later(epoch, dayMs)), await runScheduler(later(epoch, dayMs))];
    const second = await start(templateId);
    const secondDay = await Promise.all([runScheduler(later(epoch, 2 * dayMs)), runScheduler(later(epoch, 2 * dayMs))]);

    // Every six hours: four due times a day, each claimed by exactly one run.
    expect(firstDay.map((run) => run.jobsFired)).toEqual([4, 0]);
    expect(secondDay.reduce((sum, run) => sum + run.jobsFired, 0)).toBe(4);
    expect(history(await readForm(first.id))).toEqual(['draft by Jordan', 'submitted by Scheduler']);
    expect(history(await readForm(second.id))).toEqual(['draft by Jordan', 'submitted by Scheduler']);
  });
});

describe('auto-transitions', () => {
  let timed: Awaited<ReturnType<typeof givenTemplateWithWorkflow>>;
  beforeAll(async () => {
    timed = await givenTemplateWithWorkflow('Timed Inspection', timedFlow);
  });

  it('moves a form after 7 days in its state, not before, exactly once however many runs overlap', async () => {
    const form = await submit((await start(timed.templateId)).id);
    const enteredAt = form.workflowState.enteredAt;

    await runScheduler(later(enteredAt, 6 * dayMs));
    const sixDays = await readForm(form.id);
    const overlapping = await Promise.all([runScheduler(later(enteredAt, 7 * dayMs)), runScheduler(later(enteredAt, 7 * dayMs))]);
    const again = await runScheduler(later(enteredAt, 7 * dayMs));
    const sevenDays = await readForm(form.id);

    expect(sixDays.status).toBe('submitted');
    // The only timer due: one of the two overlapping runs fired it, the repeat found nothing left.
    expect(overlapping.reduce((sum, run) => sum + run.timersFired, 0)).toBe(1);
    expect([...overlapping, again].map((run) => run.errors)).toEqual([0, 0, 0]);
    expect(again).toMatchObject({ timersFired: 0, timersRefused: 0 });
    expect(sevenDays).toMatchObject({ status: 'escalated', workflowState: { currentState: 'escalated', workflowStatus: 'ACTIVE', enteredAt: later(enteredAt, 7 * dayMs) } });
    expect(history(sevenDays)).toEqual(['draft by Jordan', 'submitted by Jordan', 'escalated by Scheduler']);
    expect(sevenDays.statusEvents.at(-1)?.user.userId).toBe('system:scheduler');
  });

  it('leaves alone a form that moved on before its timer came due', async () => {
    const started = await start(timed.templateId);
    await submit(started.id);

    const run = await runScheduler(later(started.workflowState.enteredAt, 14 * dayMs));
    const form = await readForm(started.id);

    expect(run.timersStale).toBeGreaterThanOrEqual(1);
    expect(form.status).toBe('escalated');
    expect(history(form)).toEqual(['draft by Jordan', 'submitted by Jordan', 'escalated by Scheduler']);
  });

  it('puts a form in ERROR with the reason when its auto-transition is refused, and moves one whose guard holds', async () => {
    const low = await start(timed.templateId);
    const high = await start(timed.templateId);
    await answerRisk(low.id, timed.riskQuestionId, 'low');
    await answerRisk(high.id, timed.riskQuestionId, 'high');
    const submittedAt = (await submit(low.id)).workflowState.enteredAt;
    await submit(high.id);
    const escalatedAt = later(submittedAt, 8 * dayMs);
    await runScheduler(escalatedAt);

    await Promise.all([runScheduler(later(escalatedAt, 3 * dayMs)), runScheduler(later(escalatedAt, 3 * dayMs))]);
    const refused = await readForm(low.id);
    const moved = await readForm(high.id);

    expect(refused).toMatchObject({
      status: 'escalated',
      workflowState: { workflowStatus: 'ERROR', errorMessage: 'The automatic move after 3 days in state "Escalated" was refused: its conditions are not met.' },
    });
    expect(history(refused)).toEqual(['draft by Jordan', 'submitted by Jordan', 'escalated by Scheduler']);
    expect(moved).toMatchObject({ status: 'high_risk', workflowState: { workflowStatus: 'ACTIVE', errorMessage: null } });
    expect(history(moved)).toEqual(['draft by Jordan', 'submitted by Jordan', 'escalated by Scheduler', 'high_risk by Scheduler']);
  });
});

describe('at most once, by conditional writes', () => {
  it('lets one of several runs firing the same timer at once move the form; the others find it moved', async () => {
    const { templateId } = await givenTemplateWithWorkflow('Race Inspection', timedFlow);
    const form = await submit((await start(templateId)).id);
    const now = later(form.workflowState.enteredAt, 7 * dayMs);
    const [timer] = (await dueTimers(timerShard(form.id), now)).filter((due) => due.formId === form.id && due.status === 'submitted');

    const outcomes = await Promise.all([fireTimer(timer!, now, effectsQueue()), fireTimer(timer!, now, effectsQueue()), fireTimer(timer!, now, effectsQueue())]);

    expect(outcomes.sort()).toEqual(['MOVED', 'STALE', 'STALE']);
    expect(history(await readForm(form.id))).toEqual(['draft by Jordan', 'submitted by Jordan', 'escalated by Scheduler']);
  });

  it('gives a job due time to exactly one of several runs claiming it at once', async () => {
    const run = { workflowVersionId: 'wf-race', jobId: 'job-race', dueTime: '2030-01-01T00:00:00.000Z', claimedAt: '2030-01-01T00:00:01.000Z' };

    const claims = await Promise.all([claimJobRun(run), claimJobRun(run), claimJobRun(run), claimJobRun(run)]);

    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});

describe('runScheduler', () => {
  it('refuses a malformed clock as AppSync does, before the resolver: not an AWSDateTime', async () => {
    const answer = await staffOne.graphql('mutation R { runScheduler(now: "next week") { now } }');

    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/Unable to parse next week as valid AWSDateTime\./);
  });
});
