import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appSyncError } from '@/test/appsync-error';
import { signedInSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { UpdatePageLayoutDocument } from '../api/update-page-layout.generated';
import { LayoutEditor } from './layout-editor';

const stored = { widgets: [], layouts: { lg: [], md: [], sm: [] }, version: 2 };
const fresh = {
  widgets: [{ id: 'h', type: 'header', config: '{"value":"Saved by someone else"}' }],
  layouts: { lg: [{ i: 'h', x: 0, y: 0, w: 8, h: 1 }], md: [], sm: [] },
  version: 3,
};

async function renderEditor(result: MockLink.MockedResponse['result']) {
  const save: MockLink.MockedResponse = {
    request: { query: UpdatePageLayoutDocument, variables: (variables) => variables.input.expectedVersion === 2 },
    result,
  };
  renderRoutes({
    routes: [{ path: '/d', element: <LayoutEditor layoutId="dash-1" programId="p1" stored={stored} editable onReload={() => Promise.resolve(fresh)} /> }],
    path: '/d',
    session: await signedInSession(),
    mocks: [save],
  });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add widget' }));
  await user.click(screen.getByRole('menuitem', { name: 'Divider' }));
  return user;
}

// jsdom measures nothing: the grid's width hook and the widgets' overflow check need a ResizeObserver to exist.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('LayoutEditor', () => {
  it('saves the layout against the version it was loaded at', async () => {
    // Prepare
    const user = await renderEditor({ data: { updatePageLayout: 'dash-1' } });

    // Act
    await user.click(screen.getByRole('button', { name: 'Save layout' }));

    // Assess
    expect(await screen.findByText('Layout saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save layout' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Divider widget actions' })).toBeInTheDocument();
  });

  it('keeps the draft on a CONFLICT and offers Reload, which shows the saved layout', async () => {
    // Prepare
    const user = await renderEditor({ errors: [appSyncError('This layout was changed by someone else.', 'CONFLICT', { current: null })] });

    // Act
    await user.click(screen.getByRole('button', { name: 'Save layout' }));
    await screen.findByText(/This layout was changed by someone else/);
    await user.click(screen.getByRole('button', { name: 'Reload' }));

    // Assess
    expect(await screen.findByRole('heading', { name: 'Saved by someone else' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Divider widget actions' })).not.toBeInTheDocument();
  });
});
