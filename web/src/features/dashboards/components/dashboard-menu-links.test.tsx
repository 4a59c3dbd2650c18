import type { MockLink } from '@apollo/client/testing';
import List from '@mui/material/List';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { DefaultDashboardsDocument } from '../api/default-dashboards.generated';
import { ProgramDashboardsDocument } from '../api/program-dashboards.generated';
import { ProgramDashboardsMenu, StudioDashboardsMenu } from './dashboard-menu-links';

const dashboards = (from: number, count: number, type?: string) =>
  Array.from({ length: count }, (_, index) => ({ __typename: 'Dashboard', id: `d-${from + index}`, name: `Dashboard ${from + index}`, ...(type ? { type } : {}) }));

const programPage = (cursor: string | null, items: unknown[], next: string | null): MockLink.MockedResponse => ({
  request: { query: ProgramDashboardsDocument, variables: { programId: 'p-1', cursor } },
  result: { data: { findDashboardsByProgram: { __typename: 'DashboardPage', items, cursor: next } } },
});

const defaultPage = (cursor: string | null, items: unknown[], next: string | null): MockLink.MockedResponse => ({
  request: { query: DefaultDashboardsDocument, variables: { programId: 'p-1', cursor } },
  result: { data: { defaultDashboards: { __typename: 'DashboardPage', items, cursor: next } } },
});

async function renderMenu(element: React.ReactElement, mocks: MockLink.MockedResponse[]) {
  renderScreen(<List>{element}</List>, { pattern: '/program/:programId', path: '/program/p-1', session: await signedInSession(), mocks });
}

describe('the dashboards menus', () => {
  it('list the program area’s first 50 dashboards, and Show more brings the next ones with focus on the first', async () => {
    // Prepare
    await renderMenu(<ProgramDashboardsMenu programId="p-1" onNavigate={() => undefined} />, [
      programPage(null, dashboards(1, 50, 'PROGRAM'), 'c-2'),
      programPage('c-2', dashboards(51, 2, 'USER'), null),
    ]);
    expect(await screen.findByRole('link', { name: 'Dashboard 50' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard 51' })).not.toBeInTheDocument();

    // Act
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));

    // Assess
    const next = await screen.findByRole('link', { name: 'Dashboard 51' });
    await waitFor(() => expect(next).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Dashboard 52' })).toHaveAttribute('href', '/program/p-1/dashboard/d-52');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('page the studio’s default dashboards the same way', async () => {
    // Prepare
    await renderMenu(<StudioDashboardsMenu campusId="01" programId="p-1" onNavigate={() => undefined} />, [defaultPage(null, dashboards(1, 50), 'c-2'), defaultPage('c-2', dashboards(51, 1), null)]);

    // Act
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Show more' }));

    // Assess
    expect(await screen.findByRole('link', { name: 'Dashboard 51' })).toHaveAttribute('href', '/studio/campus/01/program/p-1/dashboard/d-51');
  });
});
