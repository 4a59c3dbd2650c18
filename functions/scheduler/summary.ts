/** What one scheduler run did (the API's SchedulerRun). */
export interface SchedulerSummary {
  /** The run's clock. */
  now: string;
  /** Timers that moved their form. */
  timersFired: number;
  /** Timers dropped because their form had moved on (or a later auto-transition of the stay remains). */
  timersStale: number;
  /** Timers whose move the workflow refused: their form is now in ERROR. */
  timersRefused: number;
  /** Due times of scheduled jobs this run claimed and fired. */
  jobsFired: number;
  /** Forms moved, by timers and by jobs' events. */
  formsMoved: number;
  /** Forms whose pending effects waited too long, sent to the effects queue again. */
  effectsSwept: number;
  /** Timers and jobs that failed: timers stay for the next run. */
  errors: number;
}

/** An empty summary for a run at `now`. */
export const emptySummary = (now: string): SchedulerSummary => ({ now, timersFired: 0, timersStale: 0, timersRefused: 0, jobsFired: 0, formsMoved: 0, effectsSwept: 0, errors: 0 });
