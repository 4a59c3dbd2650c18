import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { appSyncError } from '@/test/appsync-error';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { MetricSeriesDocument } from '../api/metric-series.generated';
import { ProgramMetricsDocument } from '../api/program-metrics.generated';
import { MetricChart } from './metric-chart';
import { MetricPicker } from './metric-picker';

function seriesMock(fields: Record<string, unknown> = {}): MockLink.MockedResponse {
  const metricSeries = {
    __typename: 'MetricSeries',
    metric: {
      __typename: 'Metric',
      id: 'm-1',
      title: 'Sash heights',
      description: 'Submitted hood checks by sash height',
      type: 'ANSWER',
      view: 'PIE',
      dataType: 'COUNT',
      chartOptions: { __typename: 'ChartOptions', layout: 'VERTICAL', showPercentage: true, xAxisLabel: null, yAxisLabel: null },
    },
    points: [
      { __typename: 'MetricPoint', key: 'low', label: 'Below the mark', value: 1, percentage: 33.3 },
      { __typename: 'MetricPoint', key: 'high', label: 'Above the mark', value: 2, percentage: 66.7 },
    ],
    formsCount: 3,
    ...fields,
  };
  return { request: { query: MetricSeriesDocument, variables: { id: 'm-1' } }, result: { data: { metricSeries } } };
}

async function render(node: ReactElement, ...mocks: MockLink.MockedResponse[]) {
  renderScreen(node, { pattern: '/', path: '/', session: await signedInSession(), mocks });
}

describe('MetricChart', () => {
  it('draws the metric as its view says, named for screen readers, with its numbers in a table', async () => {
    // Act
    await render(<MetricChart metricId="m-1" />, seriesMock());

    // Assess
    expect(await screen.findByRole('heading', { name: 'Sash heights' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Pie chart: Sash heights, 2 categories; the largest is Above the mark with 2 \(66.7%\)/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sash heights' });
    expect(within(table).getByRole('row', { name: /Below the mark/ })).toHaveTextContent('1 (33.3%)');
  });

  it('says so when the metric has no forms to count, and when it may not be seen', async () => {
    // Act
    await render(<MetricChart metricId="m-1" />, seriesMock({ formsCount: 0, points: [] }));

    // Assess
    expect(await screen.findByText('No forms to count yet.')).toBeInTheDocument();
  });

  it('says the caller has no access when the API refuses', async () => {
    // Act
    await render(<MetricChart metricId="m-1" />, {
      request: { query: MetricSeriesDocument, variables: { id: 'm-1' } },
      result: { errors: [appSyncError('Only the members of this program may see its metrics.', 'FORBIDDEN')] },
    });

    // Assess
    expect(await screen.findByText('You do not have access to this metric.')).toBeInTheDocument();
  });
});

describe('MetricPicker', () => {
  it('lists the program\'s metrics and answers the one chosen', async () => {
    // Prepare
    const onChange = vi.fn();
    const docs = [{ __typename: 'Metric', id: 'm-1', title: 'Sash heights', type: 'ANSWER', view: 'PIE' }];
    await render(<MetricPicker programId="p-1" value={null} onChange={onChange} />, {
      request: { query: ProgramMetricsDocument, variables: { programId: 'p-1' } },
      result: { data: { metricsByProgram: { __typename: 'MetricPage', docs, cursor: null } } },
    });

    // Act
    await userEvent.click(await screen.findByRole('combobox', { name: 'Metric' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sash heights (pie chart)' }));

    // Assess
    expect(onChange).toHaveBeenCalledWith('m-1');
  });
});
