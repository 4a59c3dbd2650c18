import { describe, expect, it } from 'vitest';
import { startSchedulerLoop, type SchedulerRunner } from './scheduler-loop';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quietSummary = { timersFired: 0, jobsFired: 0, formsMoved: 0, errors: 0 };

describe('startSchedulerLoop', () => {
  it('runs the scheduler again and again with the clock it is given, until stopped', async () => {
    const clocks: string[] = [];
    const run: SchedulerRunner = async ({ now }) => {
      clocks.push(now.toISOString());
      return quietSummary;
    };
    const loop = startSchedulerLoop({ run, everyMs: 5, clock: () => new Date('2026-05-01T12:00:00.000Z') });

    while (clocks.length < 2) await wait(5);
    await loop.stop();
    const runs = clocks.length;
    await wait(30);

    expect(clocks.length).toBe(runs);
    expect(new Set(clocks)).toEqual(new Set(['2026-05-01T12:00:00.000Z']));
  });

  it('waits for a run in progress when stopped, and keeps going after a failed run', async () => {
    const reports: string[] = [];
    let calls = 0;
    let finished = false;
    let secondStarted: () => void = () => undefined;
    const second = new Promise<void>((resolve) => (secondStarted = resolve));
    const run: SchedulerRunner = async () => {
      calls += 1;
      if (calls === 1) throw new Error('table unavailable');
      secondStarted();
      await wait(30);
      finished = true;
      return { ...quietSummary, errors: 1 };
    };
    const loop = startSchedulerLoop({ run, everyMs: 5, report: (message) => reports.push(message) });

    await second;
    await loop.stop();
    await wait(20);

    expect(calls).toBe(2);
    expect(finished).toBe(true);
    expect(reports).toEqual(['Scheduler run failed: table unavailable', 'Scheduler run: 1 error(s); see the scheduler log.']);
  });
});
