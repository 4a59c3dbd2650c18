import { describe, expect, it } from 'vitest';
import { reviewWorkflow } from '../workflow/workflow-fixtures';
import { aggregateView } from './aggregate-view';
import type { MetricContent } from './metric-model';
import { metricSeries } from './metric-series';

const now = new Date('2026-11-22T12:00:00.000Z');

const metricOf = (more: Partial<MetricContent>): MetricContent => ({
  title: 'Metric',
  type: 'STATUS',
  view: 'BAR',
  sourceType: 'FORMS',
  dataType: 'COUNT',
  scope: 'PROGRAM',
  filter: [],
  aggregate: { function: 'COUNT' },
  chartOptions: { layout: 'VERTICAL', showPercentage: false },
  ...more,
});

const aggregate = aggregateView({
  forms: 4,
  's:draft': 1,
  's:submitted': 3,
  'w:2026-11-16': 3,
  'w:2026-11-09': 1,
  'm:2026-11': 4,
  'a:ppe:gloves': 3,
  'a:ppe:legacy': 1,
  'd:draft': 3 * 86_400_000,
  'n:draft': 2,
});

describe('metricSeries', () => {
  it('counts statuses in workflow order with their shares, states without forms included', () => {
    // Act
    const points = metricSeries(metricOf({}), aggregate, { workflow: reviewWorkflow(), now });

    // Assess
    expect(points.map((point) => [point.key, point.value, point.percentage])).toEqual([
      ['draft', 1, 25],
      ['safety_review', 0, 0],
      ['submitted', 3, 75],
      ['approved', 0, 0],
    ]);
  });

  it('counts a question\'s options in the template\'s order, zeros and options no longer in it included', () => {
    // Act
    const points = metricSeries(metricOf({ type: 'ANSWER', question: 'ppe' }), aggregate, {
      options: [{ id: 'goggles', label: 'Goggles' }, { id: 'gloves', label: 'Gloves' }],
      now,
    });

    // Assess
    expect(points.map((point) => [point.label, point.value])).toEqual([
      ['Goggles', 0],
      ['Gloves', 3],
      ['legacy', 1],
    ]);
  });

  it('orders by value, filters and cuts to the limit', () => {
    // Act
    const points = metricSeries(
      metricOf({ order: 'DESC', limit: 1, filter: [{ key: 'category', operator: 'NOT_IN', value: 'approved, safety_review' }] }),
      aggregate,
      { workflow: reviewWorkflow(), now },
    );

    // Assess
    expect(points).toMatchObject([{ key: 'submitted', value: 3, percentage: 100 }]);
  });

  it('counts starts over the last weeks or months, the current one last, the limit being how many', () => {
    // Act
    const weeks = metricSeries(metricOf({ type: 'STARTED', limit: 3 }), aggregate, { now });
    const months = metricSeries(metricOf({ type: 'STARTED', limit: 2, aggregate: { function: 'COUNT', window: 'MONTH' } }), aggregate, { now });

    // Assess
    expect(weeks.map((point) => [point.key, point.value])).toEqual([
      ['2026-11-02', 0],
      ['2026-11-09', 1],
      ['2026-11-16', 3],
    ]);
    expect(months.map((point) => [point.key, point.value])).toEqual([
      ['2026-10', 0],
      ['2026-11', 4],
    ]);
  });

  it('averages days in each status over closed stays', () => {
    // Act
    const points = metricSeries(metricOf({ type: 'DAYS_IN_STATUS', aggregate: { function: 'AVERAGE' } }), aggregate, { now });

    // Assess
    expect(points).toEqual([{ key: 'draft', label: 'draft', value: 1.5, percentage: 100 }]);
  });
});
