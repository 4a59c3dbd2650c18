import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NavigationAccessDocument } from '../api/navigation-access.generated';
import { NavigationMenusDocument } from '../api/navigation-menus.generated';
import { FeatureFlagsDocument } from '@/lib/feature-flags/feature-flags.generated';
import { flagsResult, signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { TopNavigation } from './top-navigation';

function navigationMocks(access: { studio: boolean; studioPath: string | null; adminTools: boolean; globalTools: boolean; internalTools?: boolean }, ...flags: string[]) {
  const adminToolsPath = access.adminTools ? '/studio/campus/01/role' : null;
  return [
    { request: { query: FeatureFlagsDocument }, result: flagsResult(...flags), maxUsageCount: 10 },
    {
      request: { query: NavigationMenusDocument },
      result: { data: { findProgramsByUser: [], moreApps: [] } },
    },
    {
      request: { query: NavigationAccessDocument },
      result: { data: { navigationAccess: { __typename: 'NavigationAccess', internalTools: false, globalStudio: access.studioPath === '/studio/global', adminToolsPath, ...access } } },
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
    await renderNavigation(navigationMocks({ studio: true, studioPath: '/studio/global', adminTools: false, globalTools: false }));

    // Act
    const studio = await screen.findByRole('link', { name: 'Studio' });

    // Assess
    expect(studio).toHaveAttribute('href', '/studio/global');
    expect(screen.queryByRole('link', { name: 'Admin Tools' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Global Tools' })).not.toBeInTheDocument();
  });

  it('hides Studio while the answer is loading and when it is refused', async () => {
    // Prepare
    await renderNavigation(navigationMocks({ studio: false, studioPath: null, adminTools: true, globalTools: false }));

    // Assess
    expect(screen.queryByRole('link', { name: 'Studio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin Tools' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Admin Tools' })).toHaveAttribute('href', '/studio/campus/01/role');
    expect(screen.queryByRole('link', { name: 'Studio' })).not.toBeInTheDocument();
  });

  it("leads a program administrator's Studio to their program's studio", async () => {
    // Prepare
    const programStudio = '/studio/campus/01/program/p1';
    await renderNavigation(navigationMocks({ studio: false, studioPath: programStudio, adminTools: true, globalTools: false }));

    // Assess
    expect(await screen.findByRole('link', { name: 'Studio' })).toHaveAttribute('href', programStudio);
  });

  it('leads a holder of can_view_studio alone to /studio, which says what is open to them', async () => {
    // Prepare
    await renderNavigation(navigationMocks({ studio: true, studioPath: '/studio', adminTools: false, globalTools: false }));

    // Assess
    expect(await screen.findByRole('link', { name: 'Studio' })).toHaveAttribute('href', '/studio');
  });

  it('offers internal-tools users Feature Flags and Data Retention Schedule in the profile menu', async () => {
    // Prepare
    await renderNavigation(navigationMocks({ studio: true, studioPath: '/studio/global', adminTools: true, globalTools: true, internalTools: true }));
    await screen.findByRole('link', { name: 'Studio' });

    // Act
    await userEvent.setup().click(screen.getByRole('button', { name: 'Profile menu for Sam Staff' }));

    // Assess
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Feature Flags' })).toHaveAttribute('href', '/flags');
    expect(within(menu).getByRole('menuitem', { name: 'Data Retention Schedule' })).toHaveAttribute('href', '/drs');
  });

  it('offers no internal tools to anyone else', async () => {
    // Prepare
    await renderNavigation(navigationMocks({ studio: true, studioPath: '/studio', adminTools: false, globalTools: false }));
    await screen.findByRole('link', { name: 'Studio' });

    // Act
    await userEvent.setup().click(screen.getByRole('button', { name: 'Profile menu for Sam Staff' }));

    // Assess
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Feature Flags' })).not.toBeInTheDocument();
  });
});
