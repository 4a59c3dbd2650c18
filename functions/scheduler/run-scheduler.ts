import type { EffectsQueue } from '../effects/effects-queue';
import { sweepPendingEffects } from '../effects/sweep';
import { fireDueJobs } from './fire-jobs';
import { fireDueTimers } from './fire-timers';
import { emptySummary, type SchedulerSummary } from './summary';
import { logger } from './telemetry';

export type { SchedulerSummary } from './summary';

/**
 * One scheduler run at `now` (the clock is injected: EventBridge's minute, the local loop's clock, or a test's
 * moved one): fires the auto-transition timers due by then, then the scheduled jobs' due times, then sends the
 * effects queue every form whose effects waited too long (the moves' own sends were lost). Each firing
 * applies at most once however many runs overlap: a form moves by a conditional write on the stay it was in,
 * and a job's due time is claimed by a conditional put. Answers and logs what it did.
 */
export async function runScheduler({ now, queue }: { now: Date; queue: EffectsQueue }): Promise<SchedulerSummary> {
  if (Number.isNaN(now.getTime())) throw new Error('runScheduler needs a valid clock (now).');
  const summary = emptySummary(now.toISOString());
  await fireDueTimers(summary.now, summary, queue);
  await fireDueJobs(now, summary, queue);
  try {
    summary.effectsSwept = await sweepPendingEffects({ now, queue });
  } catch (error) {
    summary.errors += 1;
    logger.error('Sweeping pending effects failed', { error: error as Error });
  }
  logger.info('Scheduler run', { ...summary });
  return summary;
}
