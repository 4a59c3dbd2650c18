import { normalizeStatus } from '../status/normalize-status';
import type { Workflow } from '../workflow/model';
import type { AggregateView } from './aggregate-view';
import { mondayOf } from './form-contribution';
import { workflowStateOrder } from './workflow-order';

/** What the metrics are computed from: the group's maintained aggregate, the workflows it names, and the clock. */
export interface TemplateMetricsInput {
  aggregate: AggregateView;
  /** The workflow of the template's latest version: its states give the order of the statuses. */
  latestWorkflow?: Pick<Workflow, 'flow'> | null;
  /** Workflow versions by id (the ones the forms started on): their final states count as finished. */
  workflowsById?: ReadonlyMap<string, Pick<Workflow, 'flow'>>;
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
  /** Always false: every form is counted (kept for clients of the sampled version). */
  sampled: boolean;
  basedOn: number;
}

/** How many weeks `startedPerWeek` covers, the current one last. */
export const metricsWeeks = 12;

/** Statuses that mean a form is done even without a workflow saying so. */
const finishedStatuses = new Set(['approved', 'completed', 'complete']);

const dayMs = 86_400_000;

/** Statuses in workflow order (every state, even with no forms), then the others by count, most first. */
export function orderedStatusCounts(byStatus: ReadonlyMap<string, number>, workflow: TemplateMetricsInput['latestWorkflow']): StatusCount[] {
  const ordered = workflow ? workflowStateOrder(workflow.flow) : [];
  const rest = [...byStatus.keys()]
    .filter((status) => !ordered.includes(status))
    .sort((a, b) => byStatus.get(b)! - byStatus.get(a)! || a.localeCompare(b));
  return [...ordered, ...rest].map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
}

function averageStays(stays: AggregateView['stays'], order: readonly string[]): StatusDuration[] {
  const rank = (status: string) => (order.includes(status) ? order.indexOf(status) : order.length);
  return [...stays.entries()]
    .filter(([, total]) => total.samples > 0)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([status, total]) => ({ status, days: Math.round((total.ms / total.samples / dayMs) * 100) / 100, samples: total.samples }));
}

/** The last `weeks` weeks' starts, the current week last. */
export function startsPerWeek(startedByWeek: ReadonlyMap<string, number>, now: Date, weeks = metricsWeeks): WeekCount[] {
  const current = Date.parse(`${mondayOf(now)}T00:00:00.000Z`);
  return Array.from({ length: weeks }, (_, index) => {
    const weekStart = new Date(current - (weeks - 1 - index) * 7 * dayMs).toISOString().slice(0, 10);
    return { weekStart, count: startedByWeek.get(weekStart) ?? 0 };
  });
}

/** Forms in a status that is final in the workflow version they started on, or approved or completed. */
function finishedForms(aggregate: AggregateView, workflowsById: TemplateMetricsInput['workflowsById']): number {
  let finished = 0;
  for (const [status, count] of aggregate.byStatus) if (finishedStatuses.has(normalizeStatus(status))) finished += count;
  for (const [versionId, statuses] of aggregate.byVersionStatus) {
    const flow = workflowsById?.get(versionId)?.flow;
    for (const [status, count] of statuses) {
      const final = flow?.nodes.some((node) => node.type === 'state' && node.id === status && node.data.isFinal) ?? false;
      if (final && !finishedStatuses.has(normalizeStatus(status))) finished += count;
    }
  }
  return finished;
}

/** The template's metrics from its maintained aggregate (decisions: docs/decisions.md "Issue 15, metrics"). */
export function templateMetrics(input: TemplateMetricsInput): TemplateMetrics {
  const { aggregate, now } = input;
  const countsByStatus = orderedStatusCounts(aggregate.byStatus, input.latestWorkflow);
  return {
    formsCount: aggregate.forms,
    countsByStatus,
    averageDaysInStatus: averageStays(aggregate.stays, countsByStatus.map((entry) => entry.status)),
    startedPerWeek: startsPerWeek(aggregate.startedByWeek, now),
    finishedCount: finishedForms(aggregate, input.workflowsById),
    workflowErrors: aggregate.workflowErrors,
    sampled: false,
    basedOn: aggregate.forms,
  };
}
