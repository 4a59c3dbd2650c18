import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavigationAccessDocument } from '../api/navigation-access.generated';
import { NavigationMenusDocument } from '../api/navigation-menus.generated';
import { FeatureFlagsDocument } from '@/lib/feature-flags/feature-flags.generated';
import { flagsResult, signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { TopNavigation } from './top-navigation';

function navigationMocks(access: { studio: boolean; adminTools: boolean; globalTools: boolean }, ...flags: string[]) {
  const adminToolsPath = access.adminTools ? '/studio/campus/01/role' : null;
  return [
    { request: { query: FeatureFlagsDocument }, result: flagsResult(...flags), maxUsageCount: 10 },
    {
      request: { query: NavigationMenusDocument },
      result: { data: { findProgramsByUser: [], moreApps: [] } },
    },
    {
      request: { query: NavigationAccessDocument },
      result: { data: { navigationAccess: { __typename: 'NavigationAccess', internalTools: false, adminToolsPath, ...access } } },
      delay: 20,
    },
  ];
}

async function renderNavigation(mocks: ReturnType<typeof navigationMocks>) {
  return renderScreen(<TopNavigation />, { pattern: '/', path: '/', session: await signedInSession(), mocks });
}

describe('TopNavigation', () => {
  it('shows Studio, linking to the global studio, only once the API allows it', async () => {
    // Prepare
    await renderNavigation(navigationMocks({ studio: true, adminTools: false, globalTools: false }));

    // Act
    const studio = await screen.findByRole('link', { name: 'Studio' });

    // Assess
    expect(studio).toHaveAttribute('href', '/studio/global');
    expect(screen.queryByRole('link', { name: 'Admin Tools' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Global Tools' })).not.toBeInTheDocument();
  });

  it('hides Studio while the answer is loading and when it is refused', async () => {
    // Prepare
    await renderNavigation(navigationMocks({ studio: false, adminTools: true, globalTools: false }));

    // Assess
    expect(screen.queryByRole('link', { name: 'Studio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin Tools' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Admin Tools' })).toHaveAttribute('href', '/studio/campus/01/role');
    expect(screen.queryByRole('link', { name: 'Studio' })).not.toBeInTheDocument();
  });
});
