import { describe, expect, it } from 'vitest';
import { edgeOf, reviewWorkflow, stateNode, workflowOf } from '../workflow/workflow-fixtures';
import { aggregateView } from './aggregate-view';
import { formContribution, sumCounts, type ContributingForm } from './form-contribution';
import { templateMetrics as metricsOf, type TemplateMetricsInput } from './template-metrics';
import { workflowStateOrder } from './workflow-order';

// Sunday 22 November 2026, noon UTC: the current week started on Monday 16 November.
const now = new Date('2026-11-22T12:00:00.000Z');

type MetricsForm = ContributingForm;

/** The metrics of `forms` as their aggregate holds them: every form's contribution summed. */
const templateMetrics = (input: Omit<TemplateMetricsInput, 'aggregate'> & { forms: MetricsForm[]; sampled?: boolean }) =>
  metricsOf({ ...input, aggregate: aggregateView(sumCounts(input.forms.map(formContribution))) });

/** A form started at `createdDate` that went through `path` ([status, ISO time] pairs, the first at its start). */
function formOf(path: Array<[string, string]>, more: Partial<MetricsForm> = {}): MetricsForm {
  return {
    status: path.at(-1)![0],
    createdDate: path[0]![1],
    statusEvents: path.map(([status, timestamp]) => ({ status, timestamp })),
    ...more,
  };
}

describe('templateMetrics', () => {
  it('counts forms by status in workflow order, states without forms included, others after by count', () => {
    // Prepare
    const forms = [
      formOf([['submitted', '2026-11-20T00:00:00.000Z']]),
      formOf([['draft', '2026-11-19T00:00:00.000Z']]),
      formOf([['submitted', '2026-11-18T00:00:00.000Z']]),
      formOf([['legacy', '2026-11-17T00:00:00.000Z']]),
    ];

    // Act
    const metrics = templateMetrics({ forms, latestWorkflow: reviewWorkflow(), sampled: false, now });

    // Assess
    expect(metrics.countsByStatus).toEqual([
      { status: 'draft', count: 1 },
      { status: 'safety_review', count: 0 },
      { status: 'submitted', count: 2 },
      { status: 'approved', count: 0 },
      { status: 'legacy', count: 1 },
    ]);
    expect(metrics.formsCount).toBe(4);
    expect(metrics.basedOn).toBe(4);
  });

  it('orders statuses by count, most first, when the template has no workflow', () => {
    // Prepare
    const forms = [formOf([['draft', '2026-11-20T00:00:00.000Z']]), formOf([['submitted', '2026-11-20T00:00:00.000Z']]), formOf([['submitted', '2026-11-20T00:00:00.000Z']])];

    // Act
    const metrics = templateMetrics({ forms, sampled: false, now });

    // Assess
    expect(metrics.countsByStatus).toEqual([
      { status: 'submitted', count: 2 },
      { status: 'draft', count: 1 },
    ]);
  });

  it('averages closed stays only, in days, with the number of stays behind each average', () => {
    // Prepare
    const forms = [
      formOf([
        ['draft', '2026-11-01T00:00:00.000Z'],
        ['submitted', '2026-11-03T00:00:00.000Z'],
        ['approved', '2026-11-04T12:00:00.000Z'],
      ]),
      formOf([
        ['draft', '2026-11-10T00:00:00.000Z'],
        ['submitted', '2026-11-14T00:00:00.000Z'],
      ]),
    ];

    // Act
    const metrics = templateMetrics({ forms, latestWorkflow: reviewWorkflow(), sampled: false, now });

    // Assess: draft stays of 2 and 4 days; one closed submitted stay of 1.5 days; the open ones do not count.
    expect(metrics.averageDaysInStatus).toEqual([
      { status: 'draft', days: 3, samples: 2 },
      { status: 'submitted', days: 1.5, samples: 1 },
    ]);
  });

  it('treats repeated events of one status as one stay', () => {
    // Prepare
    const form = formOf([
      ['draft', '2026-11-01T00:00:00.000Z'],
      ['draft', '2026-11-02T00:00:00.000Z'],
      ['submitted', '2026-11-03T00:00:00.000Z'],
    ]);

    // Act
    const metrics = templateMetrics({ forms: [form], sampled: false, now });

    // Assess
    expect(metrics.averageDaysInStatus).toEqual([{ status: 'draft', days: 2, samples: 1 }]);
  });

  it('reads stays in the order of the moves, leaving out a stay whose clocks disagree', () => {
    // Prepare: the scheduler ran with a clock 7 days ahead, then a reviewer approved on the real clock.
    const form = formOf([
      ['submitted', '2026-11-10T00:00:00.000Z'],
      ['under_review', '2026-11-17T00:00:00.000Z'],
      ['approved', '2026-11-11T00:00:00.000Z'],
    ]);

    // Act
    const metrics = templateMetrics({ forms: [form], sampled: false, now });

    // Assess
    expect(metrics.averageDaysInStatus).toEqual([{ status: 'submitted', days: 7, samples: 1 }]);
  });

  it('counts forms started in each of the last 12 weeks, weeks starting on Monday, the current one last', () => {
    // Prepare
    const forms = [
      formOf([['draft', '2026-11-16T00:00:00.000Z']]),
      formOf([['draft', '2026-11-22T11:59:00.000Z']]),
      formOf([['draft', '2026-11-15T23:59:59.000Z']]),
      formOf([['draft', '2026-08-31T00:00:00.000Z']]),
      formOf([['draft', '2026-08-30T23:00:00.000Z']]),
    ];

    // Act
    const weeks = templateMetrics({ forms, sampled: false, now }).startedPerWeek;

    // Assess
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ weekStart: '2026-08-31', count: 1 });
    expect(weeks[10]).toEqual({ weekStart: '2026-11-09', count: 1 });
    expect(weeks[11]).toEqual({ weekStart: '2026-11-16', count: 2 });
    expect(weeks.reduce((sum, week) => sum + week.count, 0)).toBe(4);
  });

  it('counts finished forms: in a final state of their workflow version, or approved or completed', () => {
    // Prepare
    const closing = workflowOf([stateNode('open', { initial: true }), stateNode('closed_out', { final: true })], [edgeOf('open', 'closed_out', 'close')]);
    const forms = [
      formOf([['closed_out', '2026-11-20T00:00:00.000Z']], { workflowVersionId: 'wf-closing' }),
      formOf([['closed_out', '2026-11-20T00:00:00.000Z']], { workflowVersionId: 'wf-unknown' }),
      formOf([['Completed', '2026-11-20T00:00:00.000Z']]),
      formOf([['approved', '2026-11-20T00:00:00.000Z']]),
      formOf([['open', '2026-11-20T00:00:00.000Z']], { workflowVersionId: 'wf-closing' }),
    ];

    // Act
    const metrics = templateMetrics({ forms, workflowsById: new Map([['wf-closing', closing]]), sampled: false, now });

    // Assess
    expect(metrics.finishedCount).toBe(3);
  });

  it('counts forms whose workflow halted in ERROR, not those STOPPED', () => {
    // Prepare
    const forms = [
      formOf([['submitted', '2026-11-20T00:00:00.000Z']], { workflowHalt: { status: 'ERROR' } }),
      formOf([['submitted', '2026-11-20T00:00:00.000Z']], { workflowHalt: { status: 'STOPPED' } }),
      formOf([['submitted', '2026-11-20T00:00:00.000Z']]),
    ];

    // Act
    const metrics = templateMetrics({ forms, sampled: true, now });

    // Assess
    expect(metrics.workflowErrors).toBe(1);
    expect(metrics.sampled).toBe(false);
  });

  it('answers zeros and 12 empty weeks for a template without forms', () => {
    // Act
    const metrics = templateMetrics({ forms: [], sampled: false, now });

    // Assess
    expect(metrics).toMatchObject({ formsCount: 0, countsByStatus: [], averageDaysInStatus: [], finishedCount: 0, workflowErrors: 0, basedOn: 0 });
    expect(metrics.startedPerWeek.every((week) => week.count === 0)).toBe(true);
  });
});

describe('workflowStateOrder', () => {
  it('lists states as a form meets them through guards, then unreachable states as drawn', () => {
    // Prepare
    const workflow = reviewWorkflow();
    workflow.flow.nodes.unshift(stateNode('orphan'));

    // Act
    const order = workflowStateOrder(workflow.flow);

    // Assess
    expect(order).toEqual(['draft', 'safety_review', 'submitted', 'approved', 'orphan']);
  });
});
