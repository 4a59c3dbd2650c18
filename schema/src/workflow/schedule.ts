import { Cron } from 'croner';
import type { AutoTransition } from './compile';
import type { ScheduledJob, WorkflowEdge } from './model';

/** How many partitions timers are spread over, so no one partition takes every write (and a run reads them all). */
export const timerShardCount = 10;

/** The event a status event names for an auto-transition whose edges name none. */
export const autoTransitionEvent = 'auto_transition';

/** At most this many due times of one job fire in one scheduler run; later ones wait for the next run. */
export const jobCatchUpLimit = 100;

const dayMs = 24 * 60 * 60 * 1000;

/** The timer shard (0..timerShardCount-1) of a form: a stable FNV-1a hash of its id. */
export function timerShard(formId: string, shards = timerShardCount): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < formId.length; index++) {
    hash ^= formId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

/** When a stay that began at `enteredAt` (ISO) has lasted `days` days (ISO, UTC). */
export function dueAfterDays(enteredAt: string, days: number): string {
  const start = Date.parse(enteredAt);
  if (Number.isNaN(start)) throw new Error(`Not a date-time: ${enteredAt}`);
  return new Date(start + days * dayMs).toISOString();
}

/** One due time of a stay: when it comes, how long the stay will have lasted, and the first way out then. */
export interface StayTimer {
  dueAt: string;
  days: number;
  target: string;
  edgeIds: string[];
  /** The event of the route's first edge that names one, or `auto_transition`. */
  event: string;
}

/** The event a route's status event names: its first edge's event, or `auto_transition`. */
export function eventOfRoute(edgeIds: readonly string[], edges: readonly WorkflowEdge[]): string {
  for (const id of edgeIds) {
    const event = edges.find((edge) => edge.id === id)?.data.event?.trim();
    if (event) return event;
  }
  return autoTransitionEvent;
}

/**
 * The timers of a stay in a state: one per distinct due time of its auto-transitions (soonest first), naming the
 * first route due then. Guards are not read here: the answers at fire time decide which route, if any, is taken.
 */
export function timersOfStay(autoTransitions: readonly AutoTransition[], edges: readonly WorkflowEdge[], enteredAt: string): StayTimer[] {
  const byDays = new Map<number, StayTimer>();
  for (const auto of [...autoTransitions].sort((a, b) => a.days - b.days)) {
    if (byDays.has(auto.days) || !(auto.days >= 0)) continue;
    byDays.set(auto.days, { dueAt: dueAfterDays(enteredAt, auto.days), days: auto.days, target: auto.target, edgeIds: auto.edgeIds, event: eventOfRoute(auto.edgeIds, edges) });
  }
  return [...byDays.values()];
}

/**
 * The times a cron expression (read in UTC) comes due after `after` (exclusive) up to `until` (inclusive), oldest
 * first, at most `limit` of them. An invalid expression has none.
 */
export function cronDueTimes(expression: string, after: Date, until: Date, limit = jobCatchUpLimit): Date[] {
  let job: Cron;
  try {
    job = new Cron(expression.trim(), { paused: true, mode: '5-or-6-parts', timezone: 'UTC' });
  } catch {
    return [];
  }
  const times: Date[] = [];
  for (let at: Date | null = job.nextRun(after); at && at.getTime() <= until.getTime() && times.length < limit; at = job.nextRun(at)) {
    times.push(at);
  }
  job.stop();
  return times;
}

/**
 * Where a job's due times are counted from before it has ever fired: the later of the job's creation and its
 * workflow version's publication (a job copied into a new version never fires for times before that version).
 */
export function jobEpoch(job: Pick<ScheduledJob, 'createdDate'>, publishedAt: string): Date {
  const times = [Date.parse(job.createdDate), Date.parse(publishedAt)].filter((time) => !Number.isNaN(time));
  if (times.length === 0) throw new Error(`Job has no valid creation or publication time (${job.createdDate}, ${publishedAt})`);
  return new Date(Math.max(...times));
}
