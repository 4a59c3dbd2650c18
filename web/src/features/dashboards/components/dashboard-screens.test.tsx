import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appSyncError } from '@/test/appsync-error';
import { signedInSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { CreateDashboardDocument } from '../api/create-dashboard.generated';
import { DashboardScreenDocument } from '../api/dashboard-screen.generated';
import { DashboardPage } from './dashboard-page';
import { NewDashboardForm } from './new-dashboard-form';

const createMock = (name: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: CreateDashboardDocument, variables: { input: { programId: 'p1', name, type: 'USER' } } },
  result,
});

async function renderForm(...mocks: MockLink.MockedResponse[]) {
  const rendered = renderRoutes({
    routes: [
      { path: '/program/:programId/dashboard/new', element: <NewDashboardForm programId="p1" type="USER" pathOf={(id) => `/program/p1/dashboard/${id}`} /> },
      { path: '/program/:programId/dashboard/:dashboardId', element: <p>Dashboard opened</p> },
    ],
    path: '/program/p1/dashboard/new',
    session: await signedInSession(),
    mocks,
  });
  return { ...rendered, user: userEvent.setup() };
}

describe('New Dashboard', () => {
  it('creates the dashboard, says so and opens it', async () => {
    // Prepare
    const { user, router } = await renderForm(createMock('Inspections', { data: { createDashboard: { __typename: 'Dashboard', id: 'dash-1', name: 'Inspections', type: 'USER', programId: 'p1' } } }));

    // Act
    await user.type(screen.getByLabelText('Dashboard name'), 'Inspections');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    // Assess
    expect(await screen.findByText('Dashboard opened')).toBeInTheDocument();
    expect(await screen.findByText('Dashboard created successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/program/p1/dashboard/dash-1');
  });

  it('ignores a blank name: nothing is sent and the form stays', async () => {
    // Prepare
    const { user, router } = await renderForm();

    // Act
    await user.type(screen.getByLabelText('Dashboard name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    // Assess
    expect(router.state.location.pathname).toBe('/program/p1/dashboard/new');
    expect(screen.queryByText('Error creating new dashboard')).not.toBeInTheDocument();
  });

  it('says "Error creating new dashboard" when the creation fails', async () => {
    // Prepare
    const { user } = await renderForm(createMock('Inspections', { errors: [appSyncError('Something went wrong.', 'INTERNAL_SERVER_ERROR')] }));

    // Act
    await user.type(screen.getByLabelText('Dashboard name'), 'Inspections');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    // Assess
    expect(await screen.findByText('Error creating new dashboard')).toBeInTheDocument();
  });
});

describe('the dashboard screen', () => {
  it('shows the access-denied page for a 403 (FORBIDDEN) answer', async () => {
    // Prepare
    const refused: MockLink.MockedResponse = {
      request: { query: DashboardScreenDocument, variables: { id: 'dash-2' } },
      result: { errors: [appSyncError('You do not have access to this dashboard.', 'FORBIDDEN')] },
    };

    // Act
    renderRoutes({
      routes: [{ path: '/program/:programId/dashboard/:dashboardId', element: <DashboardPage dashboardId="dash-2" afterDelete="/program/p1" /> }],
      path: '/program/p1/dashboard/dash-2',
      session: await signedInSession(),
      mocks: [refused],
    });

    // Assess
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });
});
