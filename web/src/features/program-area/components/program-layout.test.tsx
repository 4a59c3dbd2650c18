import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { ProgramAdminCheckDocument } from '../api/program-admin-check.generated';
import { ProgramAreaDocument } from '../api/program-area.generated';
import { FeatureFlagsDocument } from '@/lib/feature-flags/feature-flags.generated';
import { flagsResult, signedInSession } from '@/test/fixtures';
import { appSyncError } from '@/test/appsync-error';
import { renderRoutes } from '@/test/render';
import { ProgramAdminGate } from './program-admin-gate';
import { ProgramLayout } from './program-layout';

const areaMock = {
  request: { query: ProgramAreaDocument, variables: { programId: 'p1' } },
  result: {
    data: {
      latestPublishedTemplatesByProgram: [{ __typename: 'Template', id: 't1', groupId: 'g1', name: 'Lab Inspection', description: null }],
      program: { __typename: 'Program', id: 'p1', name: 'Laboratory Safety', campusCode: '01' },
    },
  },
};

function adminMock(admin: boolean) {
  return { request: { query: ProgramAdminCheckDocument, variables: { object: 'program:p1' } }, result: { data: { check: admin } } };
}

async function openMenu({ admin, flags }: { admin: boolean; flags: string[] }) {
  renderRoutes({
    routes: [
      {
        path: '/program/:programId',
        element: <ProgramLayout programId="p1" />,
        children: [{ index: true, element: <p>Overview screen</p> }],
      },
    ],
    path: '/program/p1',
    session: await signedInSession(),
    mocks: [{ request: { query: FeatureFlagsDocument }, result: flagsResult(...flags), maxUsageCount: 10 }, areaMock, adminMock(admin)],
  });
  expect(await screen.findByText('Overview screen')).toBeInTheDocument();
  // jsdom has no wide screen: the panel opens from its toggle, as under 648 px.
  await userEvent.click(screen.getByRole('button', { name: 'Program menu' }));
  const nav = await screen.findByRole('navigation', { name: 'Program' });
  return () => within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('ProgramLayout', () => {
  it('shows members the overview and the latest published templates (at their intro page), with the program in the breadcrumbs', async () => {
    // Act
    const links = await openMenu({ admin: false, flags: ['rollout-assignment', 'rollout-dashboard'] });

    // Assess
    expect(links()).toEqual([
      ['Overview', '/program/p1'],
      ['Lab Inspection', '/template/g1'],
    ]);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb', hidden: true })).getByText('Laboratory Safety')).toHaveAttribute('aria-current', 'page');
  });

  it('shows program admins their screens, each flagged one only behind its flag', async () => {
    // Act
    const links = await openMenu({ admin: true, flags: ['rollout-data-export', 'rollout-deep-dive-component', 'rollout-compliance-calendar'] });

    // Assess
    await screen.findByText('User Management');
    expect(links()).toEqual([
      ['Overview', '/program/p1'],
      ['User Management', '/program/p1/user-management'],
      ['Data Explorer', '/program/p1/data-export'],
      ['Deep DiveBETA', '/program/p1/deep-dive'],
      ['Compliance Calendar', '/program/p1/calendar'],
      ['Lab Inspection', '/program/p1/template/g1'],
      ['Open in Studio', '/studio/campus/01/program/p1'],
    ]);
  });

  it('opens the panel from its toggle with focus inside, and gives focus back to the toggle when closed', async () => {
    // Prepare
    await openMenu({ admin: false, flags: [] });
    const dialog = screen.getByRole('dialog', { name: 'Laboratory Safety' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // Act
    await userEvent.keyboard('{Escape}');

    // Assess
    await waitFor(() => expect(screen.getByRole('button', { name: 'Program menu' })).toHaveFocus());
  });

  it('shows the not-found page, naming the program, for a program that does not exist', async () => {
    // Prepare
    const unknownArea = { request: areaMock.request, result: { errors: [appSyncError('Program p1 was not found.', 'NOT_FOUND')] } };

    // Act
    renderRoutes({
      routes: [{ path: '/program/:programId', element: <ProgramLayout programId="p1" />, children: [{ index: true, element: <p>Overview screen</p> }] }],
      path: '/program/p1',
      session: await signedInSession(),
      mocks: [{ request: { query: FeatureFlagsDocument }, result: flagsResult(), maxUsageCount: 10 }, unknownArea, adminMock(false)],
    });

    // Assess
    expect(await screen.findByText('Program p1 was not found.')).toBeInTheDocument();
    expect(screen.queryByText('Overview screen')).not.toBeInTheDocument();
  });

  it('shows Access Denied in place of the whole area to someone who is not a member', async () => {
    // Prepare
    const refused = { request: areaMock.request, result: { errors: [appSyncError('You are not a member of this program.', 'FORBIDDEN')] } };

    // Act
    await renderArea('/program/p1', [refused, adminMock(false)]);

    // Assess
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByText('Overview screen')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Program menu' })).not.toBeInTheDocument();
  });

  it.each(['assignment', 'template/g1'])('refuses /%s to a member who does not administer the program', async (child) => {
    // Act
    await renderArea(`/program/p1/${child}`, [areaMock, adminMock(false), adminMock(false)]);

    // Assess
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByText('Admin screen')).not.toBeInTheDocument();
  });

  it('opens an admin-only child for the program administrator', async () => {
    // Act
    await renderArea('/program/p1/assignment', [areaMock, adminMock(true), adminMock(true)]);

    // Assess
    expect(await screen.findByText('Admin screen')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
  });

  it('sends someone who is not a member from a program form link to the form itself, where its permissions decide', async () => {
    // Prepare
    const refused = { request: areaMock.request, result: { errors: [appSyncError('You are not a member of this program.', 'FORBIDDEN')] } };

    // Act
    await renderArea('/program/p1/form/f1', [refused, adminMock(false)]);

    // Assess
    expect(await screen.findByText('Form f1 outside the program')).toBeInTheDocument();
  });
});

/** The program area as the app routes it: the overview, a form, and the admin-only children behind the gate. */
async function renderArea(path: string, mocks: ReadonlyArray<MockLink.MockedResponse>) {
  renderRoutes({
    routes: [
      {
        path: '/program/:programId',
        element: <ProgramLayout programId="p1" />,
        children: [
          { index: true, element: <p>Overview screen</p> },
          { path: 'form/:formId', element: <p>Program form</p> },
          { element: <ProgramAdminGate />, children: [{ path: 'assignment', element: <p>Admin screen</p> }, { path: 'template/:templateGroupId', element: <p>Admin screen</p> }] },
        ],
      },
      { path: '/form/f1', element: <p>Form f1 outside the program</p> },
    ],
    path,
    session: await signedInSession(),
    mocks: [{ request: { query: FeatureFlagsDocument }, result: flagsResult(), maxUsageCount: 10 }, ...mocks],
  });
}
