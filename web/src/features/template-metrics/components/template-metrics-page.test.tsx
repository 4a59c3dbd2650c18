import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TemplateMetricsTemplateDocument } from '../api/metrics-template.generated';
import { TemplateMetricsDocument } from '../api/template-metrics.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { durationText } from './status-table';
import { noFormsMessage, TemplateMetricsPage } from './template-metrics-page';
import { appSyncError } from '@/test/appsync-error';

const templateMock: MockLink.MockedResponse = {
  request: { query: TemplateMetricsTemplateDocument, variables: { id: 't-1' } },
  result: { data: { templateById: { __typename: 'Template', id: 't-1', groupId: 'g-1', name: 'Hood Check' } } },
};

const weeks = Array.from({ length: 12 }, (_, index) => ({
  __typename: 'WeekCount',
  weekStart: new Date(Date.UTC(2026, 7, 31 + index * 7)).toISOString().slice(0, 10),
  count: index === 11 ? 3 : index === 10 ? 1 : 0,
}));

function metricsMock(fields: Record<string, unknown> = {}): MockLink.MockedResponse {
  const metrics = {
    __typename: 'TemplateMetrics',
    formsCount: 4,
    finishedCount: 1,
    workflowErrors: 1,
    countsByStatus: [
      { __typename: 'StatusCount', status: 'draft', count: 2 },
      { __typename: 'StatusCount', status: 'submitted', count: 1 },
      { __typename: 'StatusCount', status: 'approved', count: 1 },
    ],
    averageDaysInStatus: [
      { __typename: 'StatusDuration', status: 'draft', days: 2.5, samples: 2 },
      { __typename: 'StatusDuration', status: 'submitted', days: 1, samples: 1 },
    ],
    startedPerWeek: weeks,
    ...fields,
  };
  return { request: { query: TemplateMetricsDocument, variables: { templateGroupId: 'g-1' } }, result: { data: { templateMetrics: metrics } } };
}

async function renderMetrics(...mocks: MockLink.MockedResponse[]) {
  renderScreen(<TemplateMetricsPage templateId="t-1" />, {
    pattern: '/studio/campus/:campusId/template/:templateId/metrics',
    path: '/studio/campus/01/template/t-1/metrics',
    session: await signedInSession(),
    mocks,
  });
}

describe('TemplateMetricsPage', () => {
  it('shows the headline numbers, forms and average time per status, and the weekly starts', async () => {
    // Act
    await renderMetrics(templateMock, metricsMock());

    // Assess
    const cards = await screen.findByLabelText('Template metrics');
    expect(within(cards).getByText('Forms started').nextSibling).toHaveTextContent('4');
    expect(within(cards).getByText('Workflow errors').nextSibling).toHaveTextContent('1');
    const table = screen.getByRole('table', { name: 'Forms by status' });
    const draft = within(table).getByRole('row', { name: /Draft/ });
    expect(within(draft).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Draft', '2', '2.5 days', '2']);
    expect(within(table).getByRole('row', { name: /Approved/ })).toHaveTextContent('—');
    const weekly = screen.getByRole('table', { name: 'Forms started per week' });
    expect(within(weekly).getAllByRole('row')).toHaveLength(13);
    expect(within(weekly).getByRole('row', { name: /Nov 16/ })).toHaveTextContent('3');
    expect(screen.getByRole('img', { name: /Bar chart: Forms started per week, 12 categories; the largest is Nov 16 with 3/ })).toBeInTheDocument();
    const shares = screen.getByRole('table', { name: 'Share of forms by status' });
    expect(within(shares).getByRole('row', { name: /draft/ })).toHaveTextContent('2 (50%)');
  });

  it('says so when no form has been started from the template', async () => {
    // Act
    await renderMetrics(templateMock, metricsMock({ formsCount: 0, finishedCount: 0, workflowErrors: 0, countsByStatus: [], averageDaysInStatus: [] }));

    // Assess
    expect(await screen.findByText(noFormsMessage)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the access-denied page when the API refuses a non-author', async () => {
    // Act
    await renderMetrics(templateMock, {
      request: { query: TemplateMetricsDocument, variables: { templateGroupId: 'g-1' } },
      result: { errors: [appSyncError('Only the authors of this template may see its metrics.', 'FORBIDDEN')] },
    });

    // Assess
    expect(await screen.findByRole('heading', { name: /access denied|permission/i })).toBeInTheDocument();
  });
});

describe('durationText', () => {
  it('says hours under a day and days with one decimal from a day on', () => {
    expect([0, 0.02, 0.5, 1, 2.46, undefined].map(durationText)).toEqual(['Under an hour', 'Under an hour', '12 hours', '1 day', '2.5 days', '—']);
  });
});
