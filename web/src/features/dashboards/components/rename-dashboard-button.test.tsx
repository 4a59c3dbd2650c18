import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DashboardScreenQuery } from '@/gql/graphql';
import { appSyncError } from '@/test/appsync-error';
import { signedInSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { RenameDashboardDocument } from '../api/rename-dashboard.generated';
import { RenameDashboardButton } from './rename-dashboard-button';

const dashboard: DashboardScreenQuery['dashboard'] = { id: 'dash-1', name: 'Inspections', type: 'USER', programId: 'p1', canEdit: true, version: 3, metrics: ['m-1'], defaultDashboardId: null };
const layouts = { lg: [{ i: 'w-1', x: 0, y: 0, w: 8, h: 1 }], md: [{ i: 'w-1', x: 0, y: 0, w: 4, h: 1 }], sm: [{ i: 'w-1', x: 0, y: 0, w: 1, h: 1 }] };

const renameMock = (name: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: RenameDashboardDocument, variables: { input: { id: 'dash-1', expectedVersion: 3, name, metrics: ['m-1'], layouts, defaultDashboardId: null } } },
  result,
});

async function renderButton({ dirty = false, mocks = [] as MockLink.MockedResponse[] } = {}) {
  const rendered = renderRoutes({
    routes: [{ path: '/d', element: <RenameDashboardButton dashboard={dashboard} layouts={layouts} layoutDirty={dirty} /> }],
    path: '/d',
    session: await signedInSession(),
    mocks,
  });
  return { ...rendered, user: userEvent.setup() };
}

describe('Rename', () => {
  it('saves the trimmed name with the stored grid, says so and gives focus back to the button', async () => {
    // Prepare
    const { user } = await renderButton({ mocks: [renameMock('Lab inspections', { data: { saveDashboard: { __typename: 'Dashboard', id: 'dash-1', name: 'Lab inspections', version: 4 } } })] });

    // Act
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const field = screen.getByLabelText('Dashboard name');
    await user.clear(field);
    await user.type(field, '  Lab inspections {Enter}');

    // Assess
    expect(await screen.findByText('Dashboard renamed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Rename' })).toHaveFocus();
  });

  it('refuses a blank name without sending anything', async () => {
    // Prepare
    const { user } = await renderButton();

    // Act
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.clear(screen.getByLabelText('Dashboard name'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rename' }));

    // Assess
    expect(await screen.findByText('A dashboard name is required')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('says when someone else changed the dashboard meanwhile', async () => {
    // Prepare
    const { user } = await renderButton({ mocks: [renameMock('Renamed', { errors: [appSyncError('The dashboard was changed by someone else.', 'CONFLICT')] })] });

    // Act
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.clear(screen.getByLabelText('Dashboard name'));
    await user.type(screen.getByLabelText('Dashboard name'), 'Renamed{Enter}');

    // Assess
    expect(await screen.findByText('This dashboard was changed by someone else. Reload the page and try again.')).toBeInTheDocument();
  });

  it('asks to save the layout first while it has unsaved changes', async () => {
    // Prepare
    const { user } = await renderButton({ dirty: true });

    // Act
    await user.click(screen.getByRole('button', { name: 'Rename' }));

    // Assess
    expect(screen.getByText('The layout has unsaved changes. Save the layout first, then rename the dashboard.')).toBeVisible();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rename' })).toBeDisabled();
  });
});
