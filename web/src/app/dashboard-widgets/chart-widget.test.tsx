import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { LayoutEditor } from '@/features/dashboards/components/layout-editor';
import { MetricSeriesDocument } from '@/features/metrics/api/metric-series.generated';
import { signedInSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { WidgetKindsProvider } from './widget-kinds-provider';

const seriesOfSashHeights: MockLink.MockedResponse = {
  request: { query: MetricSeriesDocument, variables: { id: 'm-1' } },
  result: {
    data: {
      metricSeries: {
        __typename: 'MetricSeries',
        metric: {
          __typename: 'Metric',
          id: 'm-1',
          title: 'Sash heights',
          description: null,
          type: 'ANSWER',
          view: 'TABLE',
          dataType: 'COUNT',
          chartOptions: { __typename: 'ChartOptions', layout: 'VERTICAL', showPercentage: false, xAxisLabel: null, yAxisLabel: null },
        },
        points: [{ __typename: 'MetricPoint', key: 'low', label: 'Below the mark', value: 4, percentage: null }],
        formsCount: 4,
      },
    },
  },
};

async function renderLayout(widgets: Array<{ id: string; type: string; config: string }>, withProvider = true) {
  const stored = { widgets, layouts: { lg: widgets.map((widget, y) => ({ i: widget.id, x: 0, y, w: 8, h: 6 })), md: [], sm: [] }, version: 1 };
  const editor = <LayoutEditor layoutId="dash-1" programId="p1" stored={stored} editable onReload={() => Promise.resolve(stored)} />;
  renderRoutes({
    routes: [{ path: '/d', element: withProvider ? <WidgetKindsProvider>{editor}</WidgetKindsProvider> : editor }],
    path: '/d',
    session: await signedInSession(),
    mocks: [seriesOfSashHeights],
  });
}

// jsdom measures nothing: the grid's width hook and the widgets' overflow check need a ResizeObserver to exist.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('the chart widget', () => {
  it('is offered by Add widget where the app provides it', async () => {
    // Prepare
    await renderLayout([], true);
    const user = userEvent.setup();

    // Act
    await user.click(screen.getByRole('button', { name: 'Add widget' }));

    // Assess
    expect(screen.getByRole('menuitem', { name: 'Chart' })).toBeInTheDocument();
  });

  it('draws its metric, and warns while no metric is chosen', async () => {
    // Prepare, Act
    await renderLayout([
      { id: 'c1', type: 'chart', config: '{"metricId":"m-1"}' },
      { id: 'c2', type: 'chart', config: '{"metricId":""}' },
    ]);

    // Assess
    expect(await screen.findByRole('heading', { name: 'Sash heights' })).toBeInTheDocument();
    expect(screen.getAllByText('Below the mark').length).toBeGreaterThan(0);
    expect(screen.getByText('Widget configuration is not complete')).toBeInTheDocument();
  });
});
