import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StudioAccessDocument } from '@/features/studio/api/studio-access.generated';
import { signedInSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { adminScreens, type AdminScreenName } from './admin-screens';
import { screens } from './screens';

const noStudioAccess = {
  request: { query: StudioAccessDocument },
  result: { data: { navigationAccess: { __typename: 'NavigationAccess', studio: false, studioPath: null, globalStudio: false } } },
};

describe('administrator screens', () => {
  it('each loads a module whose default export is a component (what React.lazy must get)', async () => {
    // Act
    const modules = await Promise.all((Object.keys(adminScreens) as AdminScreenName[]).map(async (name) => [name, await adminScreens[name]()] as const));

    // Assess
    expect(modules.filter(([, module]) => typeof module.default !== 'function').map(([name]) => name)).toEqual([]);
    // Importing every administrator screen transforms much of the app on a first run: time, not a wait.
  }, 120_000);

  it('render through the screens table: /studio shows what each part of the studio needs', async () => {
    // Act
    renderRoutes({ routes: [{ path: '/studio', element: <screens.StudioAccess /> }], path: '/studio', session: await signedInSession(), mocks: [noStudioAccess] });

    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio' })).toBeInTheDocument();
  });
});
