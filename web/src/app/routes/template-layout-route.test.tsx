import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FeatureFlagsDocument } from '@/lib/feature-flags/feature-flags.generated';
import { flagsResult, signedInSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import TemplateLayoutRoute from './template-layout-route';

async function renderLayout(path: string, ...flags: string[]) {
  renderRoutes({
    routes: [
      {
        path: '/studio/campus/:campusId/template/:templateId',
        element: <TemplateLayoutRoute />,
        children: [
          { index: true, element: <p>Builder screen</p> },
          { path: 'builder', element: <p>Builder screen</p> },
          { path: 'permissions', element: <p>Permissions screen</p> },
          { path: 'comments', element: <p>Comments screen</p> },
          { path: 'metrics', element: <p>Metrics screen</p> },
        ],
      },
    ],
    path,
    session: await signedInSession(),
    mocks: [{ request: { query: FeatureFlagsDocument }, result: flagsResult(...flags), maxUsageCount: 5 }],
  });
  return within(await screen.findByRole('navigation', { name: 'Template' }));
}

describe('TemplateLayoutRoute', () => {
  it('marks the builder tab current on the template\'s index and moves to a tab when it is chosen', async () => {
    // Prepare
    const tabs = await renderLayout('/studio/campus/01/template/t-1');
    expect(tabs.getByRole('tab', { name: 'Builder' })).toHaveAttribute('aria-current', 'page');

    // Act
    await userEvent.setup().click(tabs.getByRole('tab', { name: 'Permissions' }));

    // Assess
    expect(await screen.findByText('Permissions screen')).toBeInTheDocument();
    expect(tabs.getByRole('tab', { name: 'Permissions' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('tab', { name: 'Permissions' })).toHaveAttribute('href', '/studio/campus/01/template/t-1/permissions');
  });

  it('shows Mapper and Data Importer only while their flags are on', async () => {
    // Prepare, Act
    const tabs = await renderLayout('/studio/campus/01/template/t-1/comments', 'rollout-data-mapper');

    // Assess
    expect(await tabs.findByRole('tab', { name: 'Mapper' })).toBeInTheDocument();
    expect(tabs.queryByRole('tab', { name: 'Data Importer' })).not.toBeInTheDocument();
    expect(tabs.getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers a Metrics tab between Outcomes and Notifications that opens the metrics screen', async () => {
    // Prepare
    const tabs = await renderLayout('/studio/campus/01/template/t-1');
    const labels = tabs.getAllByRole('tab').map((tab) => tab.textContent);

    // Act
    await userEvent.setup().click(tabs.getByRole('tab', { name: 'Metrics' }));

    // Assess
    expect(labels.slice(labels.indexOf('Outcomes'), labels.indexOf('Outcomes') + 3)).toEqual(['Outcomes', 'Metrics', 'Notifications']);
    expect(await screen.findByText('Metrics screen')).toBeInTheDocument();
    expect(tabs.getByRole('tab', { name: 'Metrics' })).toHaveAttribute('aria-current', 'page');
  });
});
