import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavigationMenusDocument } from '@/features/navigation/api/navigation-menus.generated';
import { FeatureFlagsDocument } from '@/lib/feature-flags/feature-flags.generated';
import { flagsResult, signedInSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { routeTable } from './route-table';

/** What the top navigation asks for on every signed-in screen. */
const layoutMocks = [
  { request: { query: FeatureFlagsDocument }, result: flagsResult(), maxUsageCount: 5 },
  {
    request: { query: NavigationMenusDocument },
    result: { data: { findProgramsByUser: [], moreApps: [] } },
    maxUsageCount: 2,
  },
];

describe('site pages', () => {
  it.each([
    { path: '/help', heading: 'Help', section: 'Start a form' },
    { path: '/accessibility', heading: 'Accessibility', section: 'Report a barrier' },
    { path: '/privacy', heading: 'Privacy', section: 'Cookies' },
  ])('$path renders its page inside the signed-in layout, not the not-found page', async ({ path, heading, section }) => {
    // Act
    renderRoutes({ routes: routeTable, path, session: await signedInSession(), mocks: layoutMocks });

    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Not Found' })).not.toBeInTheDocument();
  });
});
