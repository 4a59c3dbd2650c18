/** A program's metric (spec: studio and admin area, section 3 "Metric"); the SDL's Metric without its bookkeeping. */

export const metricTypes = ['STATUS', 'ANSWER', 'STARTED', 'DAYS_IN_STATUS', 'OUTCOME'] as const;
export const metricViews = ['BAR', 'LINE', 'PIE', 'TABLE'] as const;
export const metricFilterOperators = ['EQUALS', 'NOT_EQUALS', 'IN', 'NOT_IN'] as const;

export type MetricType = (typeof metricTypes)[number];
export type MetricView = (typeof metricViews)[number];
export type MetricFilterOperator = (typeof metricFilterOperators)[number];

export interface MetricFilter {
  /** `category` (the id: status, option, week) or `label` (the text shown). */
  key: string;
  operator: MetricFilterOperator;
  value: string;
}

export interface MetricAggregate {
  function: 'COUNT' | 'AVERAGE';
  key?: string | null;
  label?: string | null;
  name?: string | null;
  config?: unknown;
  condition?: string | null;
  window?: 'WEEK' | 'MONTH' | null;
}

export interface ChartOptions {
  layout: 'VERTICAL' | 'HORIZONTAL';
  showPercentage: boolean;
  xAxisLabel?: string | null;
  yAxisLabel?: string | null;
}

export interface MetricContent {
  title: string;
  description?: string | null;
  aiDescription?: string | null;
  type: MetricType;
  view: MetricView;
  sourceType: 'FORMS';
  dataType: 'COUNT' | 'PERCENTAGE';
  scope: 'PROGRAM' | 'TEMPLATE_GROUP';
  limit?: number | null;
  order?: 'ASC' | 'DESC' | null;
  filter: MetricFilter[];
  aggregate: MetricAggregate;
  chartOptions: ChartOptions;
  question?: string | null;
  templateGroupId?: string | null;
}

/** A stored metric: its content, program and version. */
export interface Metric extends MetricContent {
  id: string;
  programId: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}
