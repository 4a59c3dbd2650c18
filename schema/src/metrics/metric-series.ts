import type { Workflow } from '../workflow/model';
import type { AggregateView } from './aggregate-view';
import type { MetricContent, MetricFilter } from './metric-model';
import { orderedStatusCounts, startsPerWeek } from './template-metrics';

/** One category of a metric's series. */
export interface MetricPoint {
  key: string;
  label: string;
  value: number;
  /** Its share of the total, in percent, to one decimal. */
  percentage: number;
}

/** What a series is computed from besides the aggregate: the labels of statuses and options, and the clock. */
export interface SeriesContext {
  /** The workflow of the scope's latest template version: statuses in its order, labelled as its states. */
  workflow?: Pick<Workflow, 'flow'> | null;
  /**
   * The categories of an ANSWER or OUTCOME metric in the template's order: the question's options (a toggle's
   * are true and false), the outcome group's risk levels or outcomes.
   */
  options?: ReadonlyArray<{ id: string; label: string }>;
  now: Date;
}

/** How many time buckets STARTED shows without a limit. */
export const defaultBuckets = 12;

type Category = { key: string; label: string; value: number };

function statusLabels(workflow: SeriesContext['workflow']): Map<string, string> {
  const labels = new Map<string, string>();
  for (const node of workflow?.flow.nodes ?? []) if (node.type === 'state' && node.data.label) labels.set(node.id, node.data.label);
  return labels;
}

/** The last `count` months (`YYYY-MM`), the current one last. */
function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1));
    return month.toISOString().slice(0, 7);
  });
}

/** The categories of a metric, in their natural order, before filter, order and limit. */
function categoriesOf(metric: MetricContent, aggregate: AggregateView, context: SeriesContext): Category[] {
  const labels = statusLabels(context.workflow);
  const label = (status: string) => labels.get(status) ?? status;
  if (metric.type === 'STATUS') return orderedStatusCounts(aggregate.byStatus, context.workflow).map(({ status, count }) => ({ key: status, label: label(status), value: count }));
  if (metric.type === 'DAYS_IN_STATUS') {
    const order = orderedStatusCounts(aggregate.byStatus, context.workflow).map((entry) => entry.status);
    const known = [...order, ...[...aggregate.stays.keys()].filter((status) => !order.includes(status))];
    return known.flatMap((status) => {
      const stay = aggregate.stays.get(status);
      return stay && stay.samples > 0 ? [{ key: status, label: label(status), value: Math.round((stay.ms / stay.samples / 86_400_000) * 100) / 100 }] : [];
    });
  }
  if (metric.type === 'STARTED') {
    const count = metric.limit ?? defaultBuckets;
    if (metric.aggregate.window === 'MONTH') return lastMonths(context.now, count).map((month) => ({ key: month, label: month, value: aggregate.startedByMonth.get(month) ?? 0 }));
    return startsPerWeek(aggregate.startedByWeek, context.now, count).map((week) => ({ key: week.weekStart, label: week.weekStart, value: week.count }));
  }
  const counted = (metric.type === 'OUTCOME' ? aggregate.outcomes.get(metric.aggregate.key ?? '') : aggregate.answers.get(metric.question ?? '')) ?? new Map<string, number>();
  const options = context.options ?? [];
  const others = [...counted.keys()].filter((key) => !options.some((option) => option.id === key));
  return [...options, ...others.map((id) => ({ id, label: id }))].map((option) => ({ key: option.id, label: option.label, value: counted.get(option.id) ?? 0 }));
}

function keeps(filter: MetricFilter, category: Category): boolean {
  const subject = filter.key === 'label' ? category.label : category.key;
  const listed = filter.value.split(',').map((value) => value.trim());
  if (filter.operator === 'EQUALS') return subject === filter.value;
  if (filter.operator === 'NOT_EQUALS') return subject !== filter.value;
  if (filter.operator === 'IN') return listed.includes(subject);
  return !listed.includes(subject);
}

/**
 * A metric's series from its scope's aggregate: the categories its type names (statuses, options, weeks or
 * months, stays), kept by every filter, ordered by value when it says so, cut to its limit (time buckets: the limit
 * is how many), each with its share of the total.
 */
export function metricSeries(metric: MetricContent, aggregate: AggregateView, context: SeriesContext): MetricPoint[] {
  let categories = categoriesOf(metric, aggregate, context).filter((category) => metric.filter.every((filter) => keeps(filter, category)));
  if (metric.order) categories = [...categories].sort((a, b) => (metric.order === 'ASC' ? a.value - b.value : b.value - a.value));
  if (metric.limit && metric.type !== 'STARTED') categories = categories.slice(0, metric.limit);
  const total = categories.reduce((sum, category) => sum + category.value, 0);
  return categories.map((category) => ({ ...category, percentage: total > 0 ? Math.round((category.value / total) * 1000) / 10 : 0 }));
}
