import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StudioAccessDocument } from '../api/studio-access.generated';
import { signedInSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { StudioAccessPage } from './studio-access-page';

function accessMock(studio: boolean, studioPath: string | null) {
  return {
    request: { query: StudioAccessDocument },
    result: { data: { navigationAccess: { __typename: 'NavigationAccess', studio, studioPath, globalStudio: studioPath === '/studio/global' } } },
  };
}

async function renderStudio(mock: ReturnType<typeof accessMock>) {
  renderRoutes({
    routes: [
      { path: '/studio', element: <StudioAccessPage /> },
      { path: '/studio/campus/:campusId/program/:programId', element: <p>Program studio</p> },
    ],
    path: '/studio',
    session: await signedInSession(),
    mocks: [mock],
  });
}

describe('StudioAccessPage', () => {
  it('opens the first studio screen the user can use', async () => {
    // Act
    await renderStudio(accessMock(false, '/studio/campus/01/program/p1'));

    // Assess
    expect(await screen.findByText('Program studio')).toBeInTheDocument();
  });

  it('says what each part needs, instead of access denied, to a holder of can_view_studio alone', async () => {
    // Act
    await renderStudio(accessMock(true, '/studio'));

    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio' })).toBeInTheDocument();
    expect(screen.getByText(/You may view the Studio, but none of its screens is open to you yet/)).toBeInTheDocument();
    expect(screen.getByText('Program Studio')).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });
});
