import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureFlagsDocument } from '@/lib/feature-flags/feature-flags.generated';
import { flagsResult, signedInSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { AccessCheckDocument } from '../api/access-check.generated';
import type { StudioRouteHandle } from './studio-breadcrumbs';
import { StudioLayout } from './studio-layout';

const crumb = (label: string): { handle: StudioRouteHandle } => ({ handle: { crumb: { label } } });

/** A library's page inside the studio frame, for a user who may (or may not) open the global studio. */
async function renderLibraryPage(globalStudio: boolean) {
  renderRoutes({
    routes: [
      {
        path: '/studio',
        children: [
          {
            element: <StudioLayout />,
            children: [
              { path: 'global', ...crumb('Global'), children: [{ path: 'library/:libraryId', ...crumb('Library'), children: [{ index: true, element: <p>Library screen</p> }] }] },
            ],
          },
        ],
      },
    ],
    path: '/studio/global/library/lib-1',
    session: await signedInSession(),
    mocks: [
      { request: { query: AccessCheckDocument, variables: { relation: 'can_manage_permissions', object: 'global:platform' } }, result: { data: { check: globalStudio } } },
      { request: { query: FeatureFlagsDocument }, result: flagsResult('rollout-library-management'), maxUsageCount: 5 },
    ],
  });
  await screen.findByText('Library screen');
}

describe('StudioLayout on a library page', () => {
  it("opens to the library's own people without the global studio's menu or crumbs", async () => {
    // Act
    await renderLibraryPage(false);

    // Assess
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Library Management' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Global' })).not.toBeInTheDocument();
  });

  it('keeps the global menu for those who may open the global studio', async () => {
    // Act
    await renderLibraryPage(true);

    // Assess
    expect(await screen.findByRole('link', { name: 'Library Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Global' })).toBeInTheDocument();
  });
});
