import { describe, expect, it } from 'vitest';
import { pageOfEntries } from './calendar-entry';
import { calendarDryRunArgsSchema, complianceCalendarArgsSchema } from './calendar-inputs';
import { jobEntries, taskEntry, timerEntries, type CalendarJob, type CalendarTimer } from './calendar-sources';
import { dryRun } from './dry-run';

const timer = (formId: string, dueAt: string, todos = 0): CalendarTimer => ({
  formId,
  formName: `Form ${formId}`,
  dueAt,
  days: 3,
  targetName: '"Closed"',
  edgeIds: ['e1'],
  todos,
});

const job: CalendarJob = {
  jobId: 'j1',
  name: 'Daily close-out',
  cronExpression: '0 9 * * *',
  event: 'close',
  stateName: '"Open"',
  templateGroupId: 'g1',
  templateName: 'Inspection',
  programId: 'p1',
  countFrom: '2026-01-01T00:00:00.000Z',
};

describe('calendar entries', () => {
  it('says what a timer does and names the to-dos it sends', () => {
    const [move, todo] = timerEntries(timer('f1', '2026-03-04T10:00:00.000Z', 2));
    expect(move).toMatchObject({ kind: 'AUTO_TRANSITION', title: 'Form f1', outcome: 'Due after 3 days: moves to "Closed" if its conditions hold', link: '/form/f1' });
    expect(todo).toMatchObject({ kind: 'TODO', outcome: 'Sends 2 to-dos if it moves to "Closed"' });
    expect(timerEntries(timer('f2', '2026-03-04T10:00:00.000Z'))).toHaveLength(1);
  });

  it('expands a job into its firings with the cron expression in words', () => {
    const entries = jobEntries(job, new Date('2026-03-01T00:00:00Z'), new Date('2026-03-03T23:00:00Z'), 100);
    expect(entries.map((entry) => entry.when)).toEqual(['2026-03-01T09:00:00.000Z', '2026-03-02T09:00:00.000Z', '2026-03-03T09:00:00.000Z']);
    expect(entries[0]).toMatchObject({ kind: 'SCHEDULED_JOB', schedule: 'At 09:00', link: '/program/p1/template/g1', outcome: 'Sends "close" to every form in "Open"' });
  });

  it('never lists a job firing before the job counts from', () => {
    const late = { ...job, countFrom: '2026-03-02T12:00:00.000Z' };
    expect(jobEntries(late, new Date('2026-03-01T00:00:00Z'), new Date('2026-03-03T23:00:00Z'), 100).map((entry) => entry.when)).toEqual(['2026-03-03T09:00:00.000Z']);
  });

  it('pages the merged sources in due order, kinds in a fixed order at the same moment', () => {
    const when = '2026-03-02T09:00:00.000Z';
    const lists = [
      [taskEntry({ id: 't1', subject: 'Inspect', dueDate: '2026-03-02', assigneeName: 'Staff One', formId: 'f9', completeOnStatus: 'submitted' })],
      jobEntries(job, new Date('2026-03-01T00:00:00Z'), new Date('2026-03-03T00:00:00Z'), 100),
      timerEntries(timer('f1', when)),
    ];
    const first = pageOfEntries(lists, 2);
    expect(first.entries.map((entry) => entry.kind)).toEqual(['SCHEDULED_JOB', 'ASSIGNMENT']);
    expect(first.more).toBe(true);
    const second = pageOfEntries(lists, 2, first.lastKey);
    expect(second.entries.map((entry) => entry.kind)).toEqual(['AUTO_TRANSITION', 'SCHEDULED_JOB']);
    expect(second.more).toBe(false);
  });
});

describe('dry run', () => {
  const now = new Date('2026-03-01T00:00:00Z');

  it('lists what fires in (now, at]: timers due then and job firings, not later ones', () => {
    const run = dryRun(now, new Date('2026-03-02T10:00:00Z'), [timer('f1', '2026-03-01T12:00:00.000Z'), timer('f2', '2026-03-05T00:00:00.000Z')], [job]);
    expect(run.entries.map((entry) => `${entry.kind} ${entry.when}`)).toEqual([
      'SCHEDULED_JOB 2026-03-01T09:00:00.000Z',
      'AUTO_TRANSITION 2026-03-01T12:00:00.000Z',
      'SCHEDULED_JOB 2026-03-02T09:00:00.000Z',
    ]);
    expect(run.truncated).toBe(false);
  });

  it('expands a job only up to the catch-up limit of one run, and caps the list', () => {
    const everyMinute = { ...job, cronExpression: '* * * * *' };
    const run = dryRun(now, new Date('2026-03-02T00:00:00Z'), [], [everyMinute], 500);
    expect(run.entries).toHaveLength(100);
    expect(dryRun(now, new Date('2026-03-02T00:00:00Z'), [], [everyMinute], 10)).toMatchObject({ truncated: true });
  });
});

describe('calendar inputs', () => {
  const base = { programId: 'p1', from: '2026-03-01T00:00:00Z', to: '2026-04-01T00:00:00Z' };

  it('defaults the kinds and the page size', () => {
    expect(complianceCalendarArgsSchema.parse(base)).toMatchObject({ kinds: ['AUTO_TRANSITION', 'SCHEDULED_JOB', 'TODO', 'ASSIGNMENT'], limit: 50 });
  });

  it('refuses a window longer than 366 days or backwards', () => {
    expect(complianceCalendarArgsSchema.safeParse({ ...base, to: '2027-03-05T00:00:00Z' }).success).toBe(false);
    expect(complianceCalendarArgsSchema.safeParse({ ...base, to: '2026-02-01T00:00:00Z' }).success).toBe(false);
    expect(complianceCalendarArgsSchema.safeParse({ ...base, from: 'tomorrow' }).success).toBe(false);
  });

  it('moves a dry run only forward, at most a year', () => {
    const schema = calendarDryRunArgsSchema(new Date('2026-03-01T00:00:00Z'));
    expect(schema.safeParse({ programId: 'p1', at: '2026-03-10T00:00:00Z' }).success).toBe(true);
    expect(schema.safeParse({ programId: 'p1', at: '2026-02-10T00:00:00Z' }).success).toBe(false);
    expect(schema.safeParse({ programId: 'p1', at: '2027-03-10T00:00:00Z' }).success).toBe(false);
  });
});
