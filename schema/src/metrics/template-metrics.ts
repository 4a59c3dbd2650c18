import { normalizeStatus } from '../status/normalize-status';
import type { Workflow } from '../workflow/model';
import { workflowStateOrder } from './workflow-order';

/** What the metrics read of a form: its status, start, status events, workflow version and halt. */
export interface MetricsForm {
  status: string;
  createdDate: string;
  statusEvents: ReadonlyArray<{ status: string; timestamp: string }>;
  workflowVersionId?: string | null;
  workflowHalt?: { status: 'ERROR' | 'STOPPED' } | null;
}

/** What the metrics are computed from: forms read (newest first), the workflows they name, and the clock. */
export interface TemplateMetricsInput {
  forms: readonly MetricsForm[];
  /** The workflow of the template's latest version: its states give the order of the statuses. */
  latestWorkflow?: Pick<Workflow, 'flow'> | null;
  /** Workflow versions by id (the ones the forms started on): their final states count as finished. */
  workflowsById?: ReadonlyMap<string, Pick<Workflow, 'flow'>>;
  /** True when more forms exist than were read. */
  sampled: boolean;
  now: Date;
}

export interface StatusCount {
  status: string;
  count: number;
}

export interface StatusDuration {
  status: string;
  /** Mean days of the closed stays, to two decimals. */
  days: number;
  samples: number;
}

export interface WeekCount {
  /** The Monday (UTC) the week starts on, `YYYY-MM-DD`. */
  weekStart: string;
  count: number;
}

/** The numbers of the studio template's Metrics tab. */
export interface TemplateMetrics {
  formsCount: number;
  countsByStatus: StatusCount[];
  averageDaysInStatus: StatusDuration[];
  startedPerWeek: WeekCount[];
  finishedCount: number;
  workflowErrors: number;
  sampled: boolean;
  basedOn: number;
}

/** How many weeks `startedPerWeek` covers, the current one last. */
export const metricsWeeks = 12;

/** Statuses that mean a form is done even without a workflow saying so. */
const finishedStatuses = new Set(['approved', 'completed', 'complete']);

const dayMs = 86_400_000;

/** Monday 00:00 UTC of the week `at` falls in. */
function weekStartOf(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * dayMs);
}

/** Statuses in workflow order (every state, even with no forms), then the others by count, most first. */
function countStatuses(forms: readonly MetricsForm[], workflow: TemplateMetricsInput['latestWorkflow']): StatusCount[] {
  const counts = new Map<string, number>();
  for (const form of forms) counts.set(form.status, (counts.get(form.status) ?? 0) + 1);
  const ordered = workflow ? workflowStateOrder(workflow.flow) : [];
  const rest = [...counts.keys()]
    .filter((status) => !ordered.includes(status))
    .sort((a, b) => counts.get(b)! - counts.get(a)! || a.localeCompare(b));
  return [...ordered, ...rest].map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/**
 * Closed stays of one form: time from entering a status to leaving it (repeated events of one status extend one
 * stay). Events are read in the order they were appended, which is the order of the moves; a stay whose clocks
 * disagree (it would end before it began: a scheduler run with its own clock) is left out rather than guessed.
 */
function closedStays(form: MetricsForm): Array<{ status: string; ms: number }> {
  const events = form.statusEvents;
  const stays: Array<{ status: string; ms: number }> = [];
  let entered = events[0];
  for (const event of events.slice(1)) {
    if (!entered || event.status === entered.status) continue;
    const ms = Date.parse(event.timestamp) - Date.parse(entered.timestamp);
    if (ms >= 0) stays.push({ status: entered.status, ms });
    entered = event;
  }
  return stays;
}

function averageStays(forms: readonly MetricsForm[], order: readonly string[]): StatusDuration[] {
  const totals = new Map<string, { ms: number; samples: number }>();
  for (const stay of forms.flatMap(closedStays)) {
    if (!Number.isFinite(stay.ms) || stay.ms < 0) continue;
    const total = totals.get(stay.status) ?? { ms: 0, samples: 0 };
    totals.set(stay.status, { ms: total.ms + stay.ms, samples: total.samples + 1 });
  }
  const rank = (status: string) => (order.includes(status) ? order.indexOf(status) : order.length);
  return [...totals.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([status, total]) => ({ status, days: Math.round((total.ms / total.samples / dayMs) * 100) / 100, samples: total.samples }));
}

function startsPerWeek(forms: readonly MetricsForm[], now: Date): WeekCount[] {
  const current = weekStartOf(now).getTime();
  const weeks = Array.from({ length: metricsWeeks }, (_, index) => ({ start: current - (metricsWeeks - 1 - index) * 7 * dayMs, count: 0 }));
  for (const form of forms) {
    const started = Date.parse(form.createdDate);
    const index = Math.floor((started - weeks[0]!.start) / (7 * dayMs));
    if (index >= 0 && index < metricsWeeks && started <= now.getTime()) weeks[index]!.count += 1;
  }
  return weeks.map((week) => ({ weekStart: new Date(week.start).toISOString().slice(0, 10), count: week.count }));
}

function isFinished(form: MetricsForm, workflowsById: TemplateMetricsInput['workflowsById']): boolean {
  if (finishedStatuses.has(normalizeStatus(form.status))) return true;
  const flow = form.workflowVersionId ? workflowsById?.get(form.workflowVersionId)?.flow : undefined;
  return flow?.nodes.some((node) => node.type === 'state' && node.id === form.status && node.data.isFinal) ?? false;
}

/** The template's metrics over the forms read (spec decision: docs/decisions.md "Template metrics tab"). */
export function templateMetrics(input: TemplateMetricsInput): TemplateMetrics {
  const { forms, now } = input;
  const countsByStatus = countStatuses(forms, input.latestWorkflow);
  return {
    formsCount: forms.length,
    countsByStatus,
    averageDaysInStatus: averageStays(forms, countsByStatus.map((entry) => entry.status)),
    startedPerWeek: startsPerWeek(forms, now),
    finishedCount: forms.filter((form) => isFinished(form, input.workflowsById)).length,
    workflowErrors: forms.filter((form) => form.workflowHalt?.status === 'ERROR').length,
    sampled: input.sampled,
    basedOn: forms.length,
  };
}
