import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appSyncError } from '@/test/appsync-error';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { CreateMetricDocument } from '../api/create-metric.generated';
import { DeleteMetricDocument } from '../api/delete-metric.generated';
import { MetricDefinitionsDocument } from '../api/metric-definitions.generated';
import { MetricSeriesDocument } from '../api/metric-series.generated';
import { MetricTemplatesDocument } from '../api/metric-templates.generated';
import { UpdateMetricDocument } from '../api/update-metric.generated';
import { metricConflictMessage } from './metric-editor-dialog';
import { noMetricsMessage, ProgramMetricsPage } from './program-metrics-page';

const chartOptions = { __typename: 'ChartOptions', layout: 'VERTICAL', showPercentage: false, xAxisLabel: null, yAxisLabel: null };

function metric(fields: Record<string, unknown> = {}) {
  return {
    __typename: 'Metric',
    id: 'm-1',
    title: 'Forms by status',
    description: null,
    type: 'STATUS',
    view: 'BAR',
    dataType: 'COUNT',
    scope: 'PROGRAM',
    limit: null,
    order: null,
    filter: [],
    aggregate: { __typename: 'MetricAggregate', function: 'COUNT', key: null, window: null },
    chartOptions,
    question: null,
    templateGroupId: null,
    version: 1,
    updatedAt: '2026-11-24T10:00:00.000Z',
    ...fields,
  };
}

const listMock = (docs: unknown[], cursor: string | null = null): MockLink.MockedResponse => ({
  request: { query: MetricDefinitionsDocument, variables: { programId: 'p-1', cursor: null } },
  result: { data: { metricsByProgram: { __typename: 'MetricPage', docs, cursor } } },
  maxUsageCount: 5,
});

const templatesMock: MockLink.MockedResponse = {
  request: { query: MetricTemplatesDocument, variables: { programId: 'p-1' } },
  result: { data: { templatesByProgram: [{ __typename: 'Template', id: 't-1', groupId: 'g-1', name: 'Hood Check', status: 'PUBLISHED' }] } },
  maxUsageCount: 5,
};

const seriesMock = (saved: ReturnType<typeof metric>): MockLink.MockedResponse => ({
  request: { query: MetricSeriesDocument, variables: { id: saved.id } },
  result: {
    data: {
      metricSeries: {
        __typename: 'MetricSeries',
        metric: { __typename: 'Metric', id: saved.id, title: saved.title, description: null, type: saved.type, view: 'TABLE', dataType: 'COUNT', chartOptions },
        points: [{ __typename: 'MetricPoint', key: 'draft', label: 'Draft', value: 3, percentage: 100 }],
        formsCount: 3,
      },
    },
  },
  maxUsageCount: 5,
});

const expectedContent = {
  title: 'Open forms',
  description: null,
  type: 'STATUS',
  view: 'BAR',
  dataType: 'COUNT',
  scope: 'PROGRAM',
  templateGroupId: null,
  question: null,
  limit: null,
  order: null,
  filter: [],
  aggregate: { function: 'COUNT', key: null, window: null },
  chartOptions: { layout: 'VERTICAL', showPercentage: false, xAxisLabel: null, yAxisLabel: null },
};

async function renderPage(...mocks: MockLink.MockedResponse[]) {
  renderScreen(<ProgramMetricsPage programId="p-1" />, {
    pattern: '/studio/campus/:campusId/program/:programId/metrics',
    path: '/studio/campus/01/program/p-1/metrics',
    session: await signedInSession(),
    mocks,
  });
}

describe('ProgramMetricsPage', () => {
  it('lists each metric with what it counts, its view and the forms it counts', async () => {
    // Act
    await renderPage(listMock([metric(), metric({ id: 'm-2', title: 'Hood answers', type: 'ANSWER', view: 'PIE', templateGroupId: 'g-1', question: 'q-1' })]), templatesMock);

    // Assess
    const list = await screen.findByRole('list', { name: 'Metrics' });
    expect(within(list).getByText('Forms by status · Bar chart · All the program’s forms')).toBeInTheDocument();
    expect(await within(list).findByText('Forms by answer · Pie chart · Template: Hood Check')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Edit Hood answers' })).toBeInTheDocument();
  });

  it('says so when the program has no metrics', async () => {
    // Act
    await renderPage(listMock([]), templatesMock);

    // Assess
    expect(await screen.findByText(noMetricsMessage)).toBeInTheDocument();
  });

  it('shows the access-denied page when the API refuses the caller', async () => {
    // Act
    await renderPage(
      { request: { query: MetricDefinitionsDocument, variables: { programId: 'p-1', cursor: null } }, result: { errors: [appSyncError('Only the admins...', 'FORBIDDEN')] } },
      templatesMock,
    );

    // Assess
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
  });

  it('refuses to create a metric without a title, moving focus to it, then creates it and previews its chart', async () => {
    // Prepare
    const created = metric({ id: 'm-9', title: 'Open forms' });
    await renderPage(
      listMock([]),
      templatesMock,
      { request: { query: CreateMetricDocument, variables: { input: { programId: 'p-1', metric: expectedContent } } }, result: { data: { createMetric: created } } },
      seriesMock(created),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New Metric' }));
    const dialog = await screen.findByRole('dialog', { name: 'New metric' });

    // Act
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    // Assess
    expect(await within(dialog).findByText('Name the metric')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveFocus());

    // Act
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Open forms');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    // Assess
    expect(await screen.findByRole('dialog', { name: 'Edit metric: Open forms' })).toBeInTheDocument();
    expect(await screen.findByText('Metric created.')).toBeInTheDocument();
    expect(await screen.findByRole('table')).toHaveTextContent('Draft');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Preview' })).toHaveFocus());
  });

  it('says when someone else changed the metric and reloads their version', async () => {
    // Prepare
    const theirs = metric({ title: 'Their title', version: 2 });
    await renderPage(
      listMock([metric()]),
      templatesMock,
      seriesMock(metric()),
      seriesMock(theirs),
      {
        request: { query: UpdateMetricDocument, variables: { input: { id: 'm-1', expectedVersion: 1, metric: { ...expectedContent, title: 'Mine' } } } },
        result: { errors: [appSyncError('Metric m-1 was changed by someone else', 'CONFLICT', { current: theirs })] },
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Forms by status' }));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Mine');

    // Act
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    // Assess
    expect(await within(dialog).findByText(metricConflictMessage)).toBeInTheDocument();
    const reload = within(dialog).getByRole('button', { name: 'Reload' });
    await waitFor(() => expect(reload).toHaveFocus());

    // Act
    await user.click(reload);

    // Assess
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Their title');
    expect(within(dialog).queryByText(metricConflictMessage)).not.toBeInTheDocument();
  });

  it('deletes a metric only after the confirmation', async () => {
    // Prepare
    let deleted = false;
    await renderPage(listMock([metric()]), templatesMock, {
      request: { query: DeleteMetricDocument, variables: { input: { id: 'm-1' } } },
      result: () => {
        deleted = true;
        return { data: { deleteMetric: { __typename: 'DeletedMetric', id: 'm-1' } } };
      },
    });
    const user = userEvent.setup();

    // Act
    await user.click(await screen.findByRole('button', { name: 'Delete Forms by status' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete metric' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    // Assess
    expect(await screen.findByText('Metric deleted.')).toBeInTheDocument();
    expect(deleted).toBe(true);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Metrics' })).toHaveFocus());
  });
});
