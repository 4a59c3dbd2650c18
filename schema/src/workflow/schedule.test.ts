import { describe, expect, it } from 'vitest';
import type { WorkflowEdge } from './model';
import { cronDueTimes, dueAfterDays, jobEpoch, timerShard, timersOfStay } from './schedule';

const edge = (id: string, event?: string): WorkflowEdge => ({ id, source: 'a', target: 'b', data: { event: event ?? null, integrationServiceTriggers: [], notificationTriggers: [] } });

describe('timerShard', () => {
  it('puts a form id in the same shard every time, within the shard count', () => {
    const ids = Array.from({ length: 200 }, (_, index) => `form-${index}`);

    const shards = ids.map((id) => timerShard(id));

    expect(ids.map((id) => timerShard(id))).toEqual(shards);
    expect(shards.every((shard) => Number.isInteger(shard) && shard >= 0 && shard < 10)).toBe(true);
    expect(new Set(shards).size).toBe(10);
    expect(timerShard('form-1', 3)).toBeLessThan(3);
  });
});

describe('timersOfStay', () => {
  it('gives one timer per due time, soonest first, naming the first route and its event', () => {
    const autos = [
      { days: 7, target: 'closed', edgeIds: ['to-guard', 'guard-closed'] },
      { days: 2, target: 'reminded', edgeIds: ['remind'] },
      { days: 7, target: 'escalated', edgeIds: ['escalate'] },
    ];
    const edges = [edge('to-guard'), edge('guard-closed', 'close'), edge('remind'), edge('escalate', 'escalate')];

    const timers = timersOfStay(autos, edges, '2026-03-01T10:00:00.000Z');

    expect(timers).toEqual([
      { dueAt: '2026-03-03T10:00:00.000Z', days: 2, target: 'reminded', edgeIds: ['remind'], event: 'auto_transition' },
      { dueAt: '2026-03-08T10:00:00.000Z', days: 7, target: 'closed', edgeIds: ['to-guard', 'guard-closed'], event: 'close' },
    ]);
  });

  it('gives none for a state without auto-transitions', () => {
    expect(timersOfStay([], [], '2026-03-01T10:00:00.000Z')).toEqual([]);
  });

  it('counts days of 24 hours from the moment of arrival, and refuses a stay without a valid start', () => {
    expect(dueAfterDays('2026-03-28T23:30:00.000Z', 1.5)).toBe('2026-03-30T11:30:00.000Z');
    expect(() => dueAfterDays('yesterday', 1)).toThrow('Not a date-time: yesterday');
  });
});

describe('cronDueTimes', () => {
  const after = new Date('2026-01-01T09:00:00.000Z');

  it('lists the due times after the start (exclusive) up to the end (inclusive), oldest first', () => {
    const times = cronDueTimes('0 9 * * *', after, new Date('2026-01-04T09:00:00.000Z'));

    expect(times.map((time) => time.toISOString())).toEqual(['2026-01-02T09:00:00.000Z', '2026-01-03T09:00:00.000Z', '2026-01-04T09:00:00.000Z']);
  });

  it('stops at the limit, so a long outage catches up a bounded number at a time', () => {
    const times = cronDueTimes('* * * * *', after, new Date('2026-01-02T09:00:00.000Z'), 5);

    expect(times).toHaveLength(5);
    expect(times.at(-1)?.toISOString()).toBe('2026-01-01T09:05:00.000Z');
  });

  it('has none before the first due time, and none for an invalid expression', () => {
    expect(cronDueTimes('0 9 * * *', after, new Date('2026-01-02T08:59:59.999Z'))).toEqual([]);
    expect(cronDueTimes('not a cron', after, new Date('2027-01-01T00:00:00.000Z'))).toEqual([]);
  });
});

describe('jobEpoch', () => {
  it('counts from the later of the job creation and the version publication', () => {
    expect(jobEpoch({ createdDate: '2026-01-01T00:00:00.000Z' }, '2026-02-01T00:00:00.000Z').toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(jobEpoch({ createdDate: '2026-03-01T00:00:00.000Z' }, '2026-02-01T00:00:00.000Z').toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});
