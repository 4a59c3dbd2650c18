import type { MetricType, MetricView } from '@/gql/graphql';

/** What each metric type counts, in the words the studio shows. */
export const metricTypeLabels: Record<MetricType, string> = {
  STATUS: 'Forms by status',
  ANSWER: 'Forms by answer',
  STARTED: 'Forms started over time',
  DAYS_IN_STATUS: 'Days in each status',
  OUTCOME: 'Forms by outcome',
};

/** How each view draws a metric. */
export const metricViewLabels: Record<MetricView, string> = { BAR: 'Bar chart', LINE: 'Line chart', PIE: 'Pie chart', TABLE: 'Table' };
