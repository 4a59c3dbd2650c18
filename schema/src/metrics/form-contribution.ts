/**
 * What one form adds to its template group's and program's metric aggregates: a bag of named counts, a pure
 * function of the form's own record. Every write that changes a form adds `after - before` to the aggregate
 * items (one atomic ADD per item), so the aggregates always equal the sum over the forms that exist, whatever
 * order the writes come in, and a repair can rebuild them by summing the forms again.
 */

/** What the aggregates read of a form. */
export interface ContributingForm {
  status: string;
  createdDate: string;
  statusEvents: ReadonlyArray<{ status: string; timestamp: string }>;
  workflowHalt?: { status: 'ERROR' | 'STOPPED' } | null;
  /** The workflow version the form started on: whether its status is final depends on it. */
  workflowVersionId?: string | null;
  /** The choice answers as they were at the form's last status move (question id -> option ids or true/false). */
  countedAnswers?: Readonly<Record<string, readonly string[]>> | null;
  /** The outcomes held at that move, by outcome group id: risk level ids for RISK groups, else outcome ids. */
  countedOutcomes?: Readonly<Record<string, readonly string[]>> | null;
}

/** Counts by attribute name: the aggregate item's own attributes. */
export type Counts = Record<string, number>;

/** The attribute names of the aggregate item, one prefix per kind of count. */
export const aggregateKeys = {
  forms: 'forms',
  workflowErrors: 'errors',
  status: (status: string) => `s:${status}`,
  versionStatus: (workflowVersionId: string, status: string) => `v:${workflowVersionId}:${status}`,
  week: (monday: string) => `w:${monday}`,
  month: (month: string) => `m:${month}`,
  stayMs: (status: string) => `d:${status}`,
  stays: (status: string) => `n:${status}`,
  answer: (questionId: string, option: string) => `a:${questionId}:${option}`,
  outcome: (groupId: string, held: string) => `o:${groupId}:${held}`,
} as const;

const dayMs = 86_400_000;

/** Monday (UTC) of the week `at` falls in, `YYYY-MM-DD`. */
export function mondayOf(at: Date): string {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return new Date(day - ((new Date(day).getUTCDay() + 6) % 7) * dayMs).toISOString().slice(0, 10);
}

/**
 * Closed stays of one form: time from entering a status to leaving it (repeated events of one status extend one
 * stay). A stay whose clocks disagree (it would end before it began) is left out rather than guessed.
 */
export function closedStays(events: ContributingForm['statusEvents']): Array<{ status: string; ms: number }> {
  const stays: Array<{ status: string; ms: number }> = [];
  let entered = events[0];
  for (const event of events.slice(1)) {
    if (!entered || event.status === entered.status) continue;
    const ms = Date.parse(event.timestamp) - Date.parse(entered.timestamp);
    if (Number.isFinite(ms) && ms >= 0) stays.push({ status: entered.status, ms });
    entered = event;
  }
  return stays;
}

const add = (counts: Counts, key: string, value: number) => {
  counts[key] = (counts[key] ?? 0) + value;
};

/** The counts one form adds to its aggregates. */
export function formContribution(form: ContributingForm): Counts {
  const counts: Counts = { [aggregateKeys.forms]: 1, [aggregateKeys.status(form.status)]: 1 };
  if (form.workflowVersionId) add(counts, aggregateKeys.versionStatus(form.workflowVersionId, form.status), 1);
  const created = new Date(form.createdDate);
  if (Number.isFinite(created.getTime())) {
    add(counts, aggregateKeys.week(mondayOf(created)), 1);
    add(counts, aggregateKeys.month(form.createdDate.slice(0, 7)), 1);
  }
  if (form.workflowHalt?.status === 'ERROR') add(counts, aggregateKeys.workflowErrors, 1);
  for (const stay of closedStays(form.statusEvents)) {
    add(counts, aggregateKeys.stayMs(stay.status), stay.ms);
    add(counts, aggregateKeys.stays(stay.status), 1);
  }
  for (const [questionId, options] of Object.entries(form.countedAnswers ?? {})) {
    for (const option of new Set(options)) add(counts, aggregateKeys.answer(questionId, option), 1);
  }
  for (const [groupId, held] of Object.entries(form.countedOutcomes ?? {})) {
    for (const value of new Set(held)) add(counts, aggregateKeys.outcome(groupId, value), 1);
  }
  return counts;
}

/** What a write adds to the aggregates: the form after it minus the form before it (absent = none), zeros left out. */
export function contributionDelta(before: ContributingForm | undefined, after: ContributingForm | undefined): Counts {
  const delta: Counts = {};
  for (const [key, value] of Object.entries(after ? formContribution(after) : {})) add(delta, key, value);
  for (const [key, value] of Object.entries(before ? formContribution(before) : {})) add(delta, key, -value);
  return Object.fromEntries(Object.entries(delta).filter(([, value]) => value !== 0));
}

/** The sum of many forms' counts: what a rebuild sets an aggregate to. */
export function sumCounts(all: Iterable<Counts>): Counts {
  const total: Counts = {};
  for (const counts of all) for (const [key, value] of Object.entries(counts)) add(total, key, value);
  return total;
}
