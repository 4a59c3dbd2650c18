import { calendarDryRunArgsSchema, dryRunEntryCap } from '../../../schema/src/calendar/calendar-inputs';
import { dryRun } from '../../../schema/src/calendar/dry-run';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';
import { assertCalendarViewer } from '../calendar-access';
import { liveTimers, programJobs } from '../calendar-sources';

/**
 * calendarDryRun: what one scheduler run would fire in a program if the clock moved from now to `at`: its live
 * timers due in (now, at] (one key range, read up to the cap and one more) and its jobs' firings, each job up to
 * the scheduler's catch-up limit. Nothing is written: the scheduler decides guards when it really fires.
 */
export async function calendarDryRun(caller: Caller, args: unknown) {
  const now = new Date();
  const { programId, at } = parseInput(calendarDryRunArgsSchema(now), args ?? {});
  await assertCalendarViewer(caller, programId);
  const nowText = now.toISOString();
  const [timers, jobs] = await Promise.all([
    liveTimers(programId, { from: nowText, upTo: `${at}#\uffff` }, dryRunEntryCap + 1, (timer) => timer.dueAt > nowText),
    programJobs(programId),
  ]);
  const run = dryRun(now, new Date(at), timers.timers, jobs);
  // The timer read stopped at its bound (forms that moved on, mostly): list what comes before where it got to, and
  // say the list is partial.
  const frontier = timers.frontier;
  return frontier ? { ...run, entries: run.entries.filter((entry) => entry.when < frontier), truncated: true } : run;
}
