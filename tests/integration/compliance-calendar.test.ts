import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxRangeQueries, programTimers } from '../../functions/data/calendar-repository';
import type { TimerRecord } from '../../functions/data/entities';
import { putTimers } from '../../functions/data/scheduling-repository';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { edge, givenPublishedFlow, runEvent, startFlowForm, state, type PublishedFlow } from './steps/flow-steps';
import { labSafetyProgramId } from './steps/template-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';
import { tallyRequests } from './support/request-tally';

// The compliance calendar of a program: its forms' auto-transitions, its templates' job firings and its pending
// tasks' due dates, in due order and paged; and the dry run of the scheduler at a later clock.

interface Entry {
  key: string;
  kind: string;
  when: string;
  allDay: boolean;
  title: string;
  outcome: string;
  schedule: string | null;
  formId: string | null;
  link: string;
}

const entryFields = 'key kind when allDay title outcome schedule formId link';
const dayMs = 24 * 60 * 60 * 1000;
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

let stack: LocalStack;
let admin: ApiClient;
let staffOne: ApiClient;
let flow: PublishedFlow;

/** Submitted waits 7 days, then escalates by itself; approve ends it. A job submits drafts every day at 09:00. */
const timedFlow = {
  nodes: [state('draft', { label: 'Draft', isInitial: true }), state('submitted', { label: 'Submitted' }), state('escalated', { label: 'Escalated' }), state('approved', { label: 'Approved', isFinal: true })],
  edges: [
    edge('draft', 'submitted', 'submit'),
    edge('submitted', 'escalated', 'escalate', { autoTransitionDays: 7 }),
    edge('submitted', 'approved', 'approve'),
    edge('escalated', 'approved', 'approve'),
  ],
};
const dailyJob = { name: 'Daily draft sweep', cronExpression: '0 9 * * *', event: 'submit', workflowStateId: 'draft' };

async function calendar(client: ApiClient, args: Record<string, unknown>) {
  const answer = await client.graphql<{ complianceCalendar: { entries: Entry[]; nextCursor: string | null } }>(
    `query C($programId: ID!, $from: AWSDateTime!, $to: AWSDateTime!, $kinds: [CalendarEntryKind!], $limit: Int, $cursor: String) {
      complianceCalendar(programId: $programId, from: $from, to: $to, kinds: $kinds, limit: $limit, cursor: $cursor) { entries { ${entryFields} } nextCursor }
    }`,
    { programId: labSafetyProgramId, ...args },
  );
  return { page: answer.data?.complianceCalendar, codes: codesOf(answer) };
}

async function dryRun(client: ApiClient, at: string) {
  const answer = await client.graphql<{ calendarDryRun: { entries: Entry[]; truncated: boolean } }>(
    `query D($programId: ID!, $at: AWSDateTime!) { calendarDryRun(programId: $programId, at: $at) { entries { ${entryFields} } truncated } }`,
    { programId: labSafetyProgramId, at },
  );
  return { run: answer.data?.calendarDryRun, codes: codesOf(answer) };
}

/** Every page of a calendar, following nextCursor. */
async function allPages(args: Record<string, unknown>): Promise<Entry[][]> {
  const pages: Entry[][] = [];
  let cursor: string | null = null;
  do {
    const { page, codes } = await calendar(admin, { ...args, cursor });
    expect(codes).toEqual([]);
    pages.push(page!.entries);
    cursor = page!.nextCursor;
  } while (cursor);
  return pages;
}

beforeAll(async () => {
  stack = await startApi();
  [admin, staffOne] = await Promise.all([signIn(stack.url, 'program.admin'), signIn(stack.url, 'staff.one')]);
  flow = await givenPublishedFlow(admin, 'Calendar Inspection', timedFlow, [dailyJob]);
});
afterAll(async () => stack.close());

describe('the compliance calendar', () => {
  it('lists a submitted form’s auto-transition, the job’s daily firings and a task’s due date; not a form that moved on', async () => {
    // Prepare
    const waiting = await runEvent(staffOne, (await startFlowForm(staffOne, flow.templateId)).id, 'submit');
    const movedOn = await runEvent(staffOne, (await startFlowForm(staffOne, flow.templateId)).id, 'submit');
    await runEvent(staffOne, movedOn.id, 'approve');
    const dueDate = later(3 * dayMs).slice(0, 10);
    const assigned = await admin.graphql<{ assignTask: { id: string } }>('mutation A($input: AssignTaskInput!) { assignTask(input: $input) { id } }', {
      input: { programId: labSafetyProgramId, targetType: 'FORM', targetId: waiting.id, assigneeId: 'user-staff-one', subject: 'Check the escalation', dueDate, completeOnStatus: 'approved' },
    });
    expect(assigned.errors).toBeUndefined();

    // Act
    const { page, codes } = await calendar(admin, { from: later(0), to: later(10 * dayMs), limit: 200 });

    // Assess
    expect(codes).toEqual([]);
    const entries = page!.entries;
    const timers = entries.filter((entry) => entry.kind === 'AUTO_TRANSITION' && entry.formId && [waiting.id, movedOn.id].includes(entry.formId));
    expect(timers).toEqual([expect.objectContaining({ formId: waiting.id, title: waiting.name, outcome: 'Due after 7 days: moves to "Escalated" if its conditions hold', link: `/form/${waiting.id}` })]);
    const firings = entries.filter((entry) => entry.kind === 'SCHEDULED_JOB' && entry.title.startsWith(dailyJob.name));
    expect(firings.length).toBeGreaterThanOrEqual(9);
    expect(firings[0]).toMatchObject({ schedule: 'At 09:00', outcome: 'Sends "submit" to every form in "Draft"' });
    expect(entries.filter((entry) => entry.kind === 'ASSIGNMENT' && entry.title === 'Check the escalation')).toEqual([
      expect.objectContaining({ when: `${dueDate}T00:00:00.000Z`, allDay: true, formId: waiting.id }),
    ]);
    expect(entries.map((entry) => entry.key)).toEqual(entries.map((entry) => entry.key).sort());
  });

  it('pages in due order without losing or repeating an entry, with a kind filter', async () => {
    // Act
    const args = { from: later(0), to: later(120 * dayMs), kinds: ['SCHEDULED_JOB'], limit: 50 };
    const pages = await allPages(args);
    const whole = (await calendar(admin, { ...args, limit: 200 })).page!.entries;

    // Assess
    expect(pages.map((page) => page.length)).toEqual([50, 50, whole.length - 100]);
    const paged = pages.flat().map((entry) => entry.key);
    expect(paged).toEqual(whole.map((entry) => entry.key));
    expect(new Set(paged).size).toBe(paged.length);
    expect(pages.flat().every((entry) => entry.kind === 'SCHEDULED_JOB')).toBe(true);
  });

  it('reads one key range of the program’s timers, whatever the tenant holds: a constant number of requests', async () => {
    // Prepare
    const args = { from: later(0), to: later(30 * dayMs), kinds: ['AUTO_TRANSITION'] };
    await calendar(admin, args);
    const measure = async () => {
      const tally = await tallyRequests(() => calendar(admin, args));
      return { reads: tally.requests - tally.permissionReads, entries: tally.result.page!.entries.length };
    };
    const before = await measure();

    // Act: three more forms wait in Submitted.
    for (let index = 0; index < 3; index++) await runEvent(staffOne, (await startFlowForm(staffOne, flow.templateId)).id, 'submit');
    const after = await measure();

    // Assess: the flag list, one Query of the program's timer index and one BatchGet of their forms.
    expect(after.entries).toBe(before.entries + 3);
    expect(after.reads).toBe(before.reads);
    expect(after.reads).toBeLessThanOrEqual(3);
  });

  it('refuses staff, a window over 366 days and a cursor of another window', async () => {
    const staff = await calendar(staffOne, { from: later(0), to: later(dayMs) });
    const tooLong = await calendar(admin, { from: later(0), to: later(400 * dayMs) });
    const first = await calendar(admin, { from: later(0), to: later(120 * dayMs), kinds: ['SCHEDULED_JOB'], limit: 50 });
    const elsewhere = await calendar(admin, { from: later(0), to: later(60 * dayMs), cursor: first.page!.nextCursor });

    expect(staff.codes).toEqual(['FORBIDDEN']);
    expect(tooLong.codes).toEqual(['BAD_USER_INPUT']);
    expect(elsewhere.codes).toEqual(['BAD_USER_INPUT']);
  });
});

describe('the program timer index', () => {
  it('stops after a bounded number of Queries when every timer read is refused, saying how far it got', async () => {
    // Prepare: 900 timers of one program, every one of them refused as stale.
    const programId = `prog-bound-${Date.now().toString(36)}`;
    const timers: TimerRecord[] = Array.from({ length: 900 }, (_, index) => ({
      shard: index % 10,
      formId: `form-${String(index).padStart(4, '0')}`,
      workflowVersionId: 'v1',
      status: 'submitted',
      enteredAt: later(0),
      dueAt: new Date(Date.UTC(2030, 0, 1) + index * 60_000).toISOString(),
      days: 7,
      target: 'escalated',
      edgeIds: ['e1'],
      event: 'escalate',
      programId,
    }));
    await putTimers(timers);

    // Act
    const tally = await tallyRequests(() => programTimers(programId, { from: '2030-01-01', upTo: '2031-01-01#\uffff' }, 50, async () => []));

    // Assess: 100 timers a Query, so the bound stops at the 800th, which it names.
    expect(tally.requests).toBe(maxRangeQueries);
    expect(tally.result).toMatchObject({ records: [], more: true });
    expect(tally.result.frontier?.split('#')[0]).toBe(timers[799]!.dueAt);
  });
});

describe('the dry run', () => {
  it('lists the timers and job firings due by the moved clock, not tasks; refuses a past moment and staff', async () => {
    // Prepare
    const waiting = await runEvent(staffOne, (await startFlowForm(staffOne, flow.templateId)).id, 'submit');

    // Act
    const eightDays = await dryRun(admin, later(8 * dayMs));
    const sixDays = await dryRun(admin, later(6 * dayMs));
    const past = await dryRun(admin, later(-dayMs));
    const staff = await dryRun(staffOne, later(dayMs));

    // Assess
    expect(eightDays.codes).toEqual([]);
    expect(eightDays.run!.entries.filter((entry) => entry.formId === waiting.id).map((entry) => entry.kind)).toEqual(['AUTO_TRANSITION']);
    expect(sixDays.run!.entries.filter((entry) => entry.formId === waiting.id)).toEqual([]);
    const firings = eightDays.run!.entries.filter((entry) => entry.title.startsWith(dailyJob.name));
    expect(firings.length).toBeGreaterThanOrEqual(7);
    expect(eightDays.run!.entries.some((entry) => entry.kind === 'ASSIGNMENT')).toBe(false);
    expect(eightDays.run!.truncated).toBe(false);
    expect(past.codes).toEqual(['BAD_USER_INPUT']);
    expect(staff.codes).toEqual(['FORBIDDEN']);
  });
});
