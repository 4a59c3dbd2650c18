import type { ScheduledJob } from '../../../schema/src/workflow/model';
import { defineEntity } from '../entity';

/**
 * A due time of a form's stay in a workflow state with auto-transitions: the scheduler moves the form when it
 * comes due, if the form is still in that stay. Timers sit in `timerShardCount` partitions ordered by due time, so
 * "everything due by now" is one key-range query per shard.
 */
export interface TimerRecord {
  shard: number;
  formId: string;
  workflowVersionId: string;
  /** The stay the timer belongs to: the form's status and when it entered it. */
  status: string;
  enteredAt: string;
  dueAt: string;
  days: number;
  /** The first route due then (the answers at fire time decide which route is taken). */
  target: string;
  edgeIds: string[];
  event: string;
  /** The form's program and template group (absent on timers written before the compliance calendar). */
  programId?: string;
  templateGroupId?: string;
  /** The target state's name, and how many to-dos entering it sends: what the calendar says about the timer. */
  targetName?: string;
  todos?: number;
}

/** The partition of a timer shard. */
export const timerPartition = (shard: number) => `TIMER#${shard}`;

/** The partition of a program's timers in the sparse calendar index. */
export const programTimersPartition = (programId: string) => `PROGTIMERS#${programId}`;

const timerSortKey = (t: TimerRecord) => `${t.dueAt}#${t.formId}#${t.edgeIds[0] ?? t.days}`;

export const timerEntity = defineEntity<TimerRecord, 'byProgramDue'>({
  name: 'Timer',
  key: (t) => ({ pk: timerPartition(t.shard), sk: timerSortKey(t) }),
  indexes: {
    // Sparse: a program's timers by due time, for the compliance calendar (written by the same put as the timer).
    byProgramDue: { index: 'gsi1', key: (t) => (t.programId ? { pk: programTimersPartition(t.programId), sk: timerSortKey(t) } : undefined) },
  },
});

/** A published workflow version with scheduled jobs: the scheduler's list of what to fire (all in one partition). */
export interface ScheduledJobsRecord {
  workflowVersionId: string;
  /** The template group whose forms the jobs move (the workflow's referenceId). */
  templateGroupId: string;
  publishedAt: string;
  jobs: ScheduledJob[];
}

/** The one partition of the published versions with jobs. */
export const scheduledJobsPartition = 'JOBS';

export const scheduledJobsEntity = defineEntity<ScheduledJobsRecord>({
  name: 'ScheduledJobs',
  key: (j) => ({ pk: scheduledJobsPartition, sk: j.workflowVersionId }),
});

/**
 * One firing of a job at one due time, claimed by a conditional put before the job's event is sent: a second
 * scheduler run finds it taken and does not fire again. The newest one is where the next run counts from.
 */
export interface JobRunRecord {
  workflowVersionId: string;
  jobId: string;
  dueTime: string;
  claimedAt: string;
}

/** The partition of a job's runs (per version: a new version copies its jobs with the same ids). */
export const jobRunPartition = (workflowVersionId: string, jobId: string) => `JOBRUN#${workflowVersionId}#${jobId}`;

export const jobRunEntity = defineEntity<JobRunRecord>({
  name: 'JobRun',
  key: (r) => ({ pk: jobRunPartition(r.workflowVersionId, r.jobId), sk: r.dueTime }),
});
