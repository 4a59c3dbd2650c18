import { metricContentSchema } from '@schema/metrics/metric-inputs';
import type { MetricContentInput, MetricDefinitionFragment, MetricFilterOperator, MetricType, MetricView } from '@/gql/graphql';

/** One filter row of the editor: which key it compares, how, and with what. */
export interface FilterDraft {
  key: 'category' | 'label';
  operator: MetricFilterOperator;
  value: string;
}

/**
 * A metric as the editor holds it: every field a string, boolean or list the inputs edit directly. `scope` and
 * `templateGroupId` stay apart so switching back to PROGRAM keeps nothing stale.
 */
export interface MetricDraft {
  title: string;
  description: string;
  type: MetricType;
  view: MetricView;
  scope: 'PROGRAM' | 'TEMPLATE_GROUP';
  templateGroupId: string;
  question: string;
  outcomeGroupId: string;
  window: 'WEEK' | 'MONTH';
  dataType: 'COUNT' | 'PERCENTAGE';
  order: '' | 'ASC' | 'DESC';
  limit: string;
  filters: FilterDraft[];
  layout: 'VERTICAL' | 'HORIZONTAL';
  showPercentage: boolean;
  xAxisLabel: string;
  yAxisLabel: string;
}

/** The editor's fields whose problems it shows beside them. */
export type DraftField = 'title' | 'description' | 'templateGroupId' | 'question' | 'outcomeGroupId' | 'limit' | 'filters' | 'xAxisLabel' | 'yAxisLabel';

/** A new metric: forms of the program by status, as a bar chart. */
export const emptyDraft: MetricDraft = {
  title: '',
  description: '',
  type: 'STATUS',
  view: 'BAR',
  scope: 'PROGRAM',
  templateGroupId: '',
  question: '',
  outcomeGroupId: '',
  window: 'WEEK',
  dataType: 'COUNT',
  order: '',
  limit: '',
  filters: [],
  layout: 'VERTICAL',
  showPercentage: false,
  xAxisLabel: '',
  yAxisLabel: '',
};

/** Metric types that count one template's forms only (the question's, the outcome group's template). */
export const needsTemplate = (type: MetricType) => type === 'ANSWER' || type === 'OUTCOME';

/** The editor's copy of a saved metric. */
export function draftOf(metric: MetricDefinitionFragment): MetricDraft {
  return {
    title: metric.title,
    description: metric.description ?? '',
    type: metric.type,
    view: metric.view,
    scope: metric.templateGroupId ? 'TEMPLATE_GROUP' : 'PROGRAM',
    templateGroupId: metric.templateGroupId ?? '',
    question: metric.question ?? '',
    outcomeGroupId: metric.type === 'OUTCOME' ? (metric.aggregate.key ?? '') : '',
    window: metric.aggregate.window ?? 'WEEK',
    dataType: metric.dataType,
    order: metric.order ?? '',
    limit: metric.limit === null ? '' : String(metric.limit),
    filters: metric.filter.map((filter) => ({ key: filter.key === 'label' ? 'label' : 'category', operator: filter.operator, value: filter.value })),
    layout: metric.chartOptions.layout,
    showPercentage: metric.chartOptions.showPercentage,
    xAxisLabel: metric.chartOptions.xAxisLabel ?? '',
    yAxisLabel: metric.chartOptions.yAxisLabel ?? '',
  };
}

/** What the API receives for a draft: only the fields its type uses, blanks as absent. */
export function contentOf(draft: MetricDraft): MetricContentInput {
  const scoped = needsTemplate(draft.type) || draft.scope === 'TEMPLATE_GROUP';
  return {
    title: draft.title,
    description: draft.description.trim() || null,
    type: draft.type,
    view: draft.view,
    dataType: draft.dataType,
    scope: scoped ? 'TEMPLATE_GROUP' : 'PROGRAM',
    templateGroupId: scoped ? draft.templateGroupId || null : null,
    question: draft.type === 'ANSWER' ? draft.question || null : null,
    // Not a number stays NaN, which the schema refuses: the editor shows why instead of dropping it.
    limit: draft.limit.trim() === '' ? null : Number(draft.limit),
    order: draft.order || null,
    filter: draft.filters.map((filter) => ({ ...filter })),
    aggregate: {
      function: draft.type === 'DAYS_IN_STATUS' ? 'AVERAGE' : 'COUNT',
      key: draft.type === 'OUTCOME' ? draft.outcomeGroupId || null : null,
      window: draft.type === 'STARTED' ? draft.window : null,
    },
    chartOptions: { layout: draft.layout, showPercentage: draft.showPercentage, xAxisLabel: draft.xAxisLabel.trim() || null, yAxisLabel: draft.yAxisLabel.trim() || null },
  };
}

/** The limit's one message, whatever zod found wrong with it. */
export const limitProblem = 'Enter a whole number from 1 to 100, or leave it empty';

const fieldOfPath: Record<string, DraftField> = {
  title: 'title',
  description: 'description',
  templateGroupId: 'templateGroupId',
  question: 'question',
  'aggregate.key': 'outcomeGroupId',
  limit: 'limit',
  filter: 'filters',
  'chartOptions.xAxisLabel': 'xAxisLabel',
  'chartOptions.yAxisLabel': 'yAxisLabel',
};

/**
 * What is wrong with a draft, by field, in the server's own words: the same zod schema the resolver parses with,
 * so the editor refuses exactly what the API would.
 */
export function draftProblems(draft: MetricDraft): Partial<Record<DraftField, string>> {
  const parsed = metricContentSchema.safeParse(contentOf(draft));
  if (parsed.success) return {};
  const problems: Partial<Record<DraftField, string>> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String);
    const field = fieldOfPath[path.join('.')] ?? fieldOfPath[path[0] ?? ''];
    if (!field || problems[field]) continue;
    problems[field] = field === 'limit' ? limitProblem : field === 'filters' ? `Filter ${Number(path[1] ?? 0) + 1}: ${issue.message}` : issue.message;
  }
  return problems;
}
