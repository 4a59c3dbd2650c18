import type { ScheduledJob } from '../../schema/src/workflow/model';
import { cronDueTimes, jobEpoch } from '../../schema/src/workflow/schedule';
import type { ScheduledJobsRecord } from '../data/entities';
import { claimJobRun, formsInState, lastJobRun, listScheduledJobs } from '../data/scheduling-repository';
import type { EffectsQueue } from '../effects/effects-queue';
import { haltWorkflow, moveFormBySystem } from '../forms/actions/system-move';
import type { SchedulerSummary } from './summary';
import { logger } from './telemetry';

/** Sends a job's event to every form of its version in its state; a refused event puts that form in ERROR. */
async function sendJobEvent(version: ScheduledJobsRecord, job: ScheduledJob, now: string, summary: SchedulerSummary, queue: EffectsQueue): Promise<void> {
  const expected = { status: job.workflowStateId };
  for await (const forms of formsInState(version.templateGroupId, version.workflowVersionId, job.workflowStateId)) {
    for (const form of forms) {
      try {
        const result = await moveFormBySystem({ formId: form.id, expected, cause: { event: job.event }, mover: 'Scheduler', now }, { queue });
        if (result.outcome === 'MOVED') summary.formsMoved += 1;
        if (result.outcome === 'REFUSED') await haltWorkflow({ formId: form.id, expected, status: 'ERROR', message: `Scheduled job "${job.name}": ${result.reason}`, now }, queue);
      } catch (error) {
        summary.errors += 1;
        logger.error('Scheduled job could not move a form', { jobId: job.id, formId: form.id, error: error as Error });
      }
    }
  }
}

/**
 * Fires a job's due times since its last firing (or its epoch) up to `now`, oldest first and at most the
 * catch-up limit. Each due time is claimed by a conditional put first: only the run that claims it fires it.
 */
async function fireJob(version: ScheduledJobsRecord, job: ScheduledJob, now: Date, summary: SchedulerSummary, queue: EffectsQueue): Promise<void> {
  const last = await lastJobRun(version.workflowVersionId, job.id);
  const after = last ? new Date(last) : jobEpoch(job, version.publishedAt);
  for (const due of cronDueTimes(job.cronExpression, after, now)) {
    const dueTime = due.toISOString();
    const claimed = await claimJobRun({ workflowVersionId: version.workflowVersionId, jobId: job.id, dueTime, claimedAt: now.toISOString() });
    if (!claimed) continue;
    summary.jobsFired += 1;
    logger.info('Scheduled job fired', { workflowVersionId: version.workflowVersionId, jobId: job.id, dueTime, event: job.event });
    await sendJobEvent(version, job, now.toISOString(), summary, queue);
  }
}

/** Fires the due times of every job of every published workflow version. */
export async function fireDueJobs(now: Date, summary: SchedulerSummary, queue: EffectsQueue): Promise<void> {
  for (const version of await listScheduledJobs()) {
    for (const job of version.jobs) {
      try {
        await fireJob(version, job, now, summary, queue);
      } catch (error) {
        summary.errors += 1;
        logger.error('Scheduled job failed', { workflowVersionId: version.workflowVersionId, jobId: job.id, error: error as Error });
      }
    }
  }
}
