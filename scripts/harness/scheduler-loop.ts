/** One scheduler run at a given clock, answering what it did (functions/scheduler's runScheduler). */
export type SchedulerRunner = (options: { now: Date }) => Promise<{ timersFired: number; jobsFired: number; formsMoved: number; errors: number }>;

export interface SchedulerLoopOptions {
  run: SchedulerRunner;
  /** Milliseconds between the end of one run and the start of the next (60 s, as the deployed rule). */
  everyMs?: number;
  /** The clock each run is given (the real one unless a test moves it). */
  clock?: () => Date;
  /** Where a run's failure or a busy run's summary is reported (it never stops the loop). */
  report?: (message: string) => void;
}

export interface SchedulerLoop {
  /** Stops the loop: no run starts after this, and it resolves once a run in progress has finished. */
  stop: () => Promise<void>;
}

/**
 * The local stand-in for the deployed EventBridge rule: runs the scheduler every minute while the local stack
 * runs. Runs never overlap here (the next is timed from the end of the last), though the scheduler is safe
 * when they do.
 */
export function startSchedulerLoop({ run, everyMs = 60_000, clock = () => new Date(), report = console.error }: SchedulerLoopOptions): SchedulerLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = async () => {
    try {
      const summary = await run({ now: clock() });
      if (summary.errors > 0) report(`Scheduler run: ${summary.errors} error(s); see the scheduler log.`);
    } catch (error) {
      report(`Scheduler run failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, everyMs);
    // The loop alone never keeps the process alive.
    timer.unref();
  };
  schedule();

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
