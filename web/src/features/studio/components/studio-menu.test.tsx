import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgramTemplatesDocument } from '../api/program-templates.generated';
import { FeatureFlagsDocument } from '@/lib/feature-flags/feature-flags.generated';
import { flagsResult, signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { StudioMenu, useStudioMenu, type StudioMenuEntry } from './studio-menu';

const scope = { kind: 'program', campusId: 'north', programId: 'p-safety' } as const;
const entries: StudioMenuEntry[] = [
  { label: 'Overview', path: '' },
  { label: 'New Dashboard', comingWith: 'Dashboards arrive with the dashboards release' },
  { label: 'User Management', path: 'user-management' },
];
const templates: MockLink.MockedResponse = {
  request: { query: ProgramTemplatesDocument, variables: { programId: 'p-safety' } },
  result: { data: { templatesByProgram: [] } },
};

describe('StudioMenu', () => {
  it('shows a screen of a later release as a disabled entry that says why, with no link', async () => {
    // Act
    renderScreen(<StudioMenu scope={scope} entries={entries} onNavigate={() => undefined} />, {
      pattern: '/studio/campus/:campusId/program/:programId',
      path: '/studio/campus/north/program/p-safety',
      session: await signedInSession(),
      mocks: [templates],
    });

    // Assess
    const dashboard = screen.getByRole('button', { name: 'New Dashboard' });
    expect(dashboard).toHaveAttribute('aria-disabled', 'true');
    expect(dashboard).toHaveAccessibleDescription('Dashboards arrive with the dashboards release');
    expect(screen.queryByRole('link', { name: 'New Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'User Management' })).toHaveAttribute('href', '/studio/campus/north/program/p-safety/user-management');
    expect(await screen.findByText('You have no templates.')).toBeInTheDocument();
  });
});

/** The labels of the program studio's side menu, as useStudioMenu builds them. */
function ProgramMenuLabels() {
  const menu = useStudioMenu(scope);
  return <p>{menu?.entries.map((entry) => entry.label).join(', ')}</p>;
}

async function renderProgramMenu(...flags: string[]) {
  renderScreen(<ProgramMenuLabels />, {
    pattern: '/studio/campus/:campusId/program/:programId',
    path: '/studio/campus/north/program/p-safety',
    session: await signedInSession(),
    mocks: [{ request: { query: FeatureFlagsDocument }, result: flagsResult(...flags), maxUsageCount: 5 }],
  });
}

describe('useStudioMenu for a program', () => {
  it('offers the dashboards while rollout-dashboard is on', async () => {
    // Act
    await renderProgramMenu('rollout-dashboard');

    // Assess
    expect(await screen.findByText(/Overview, Dashboards, New Dashboard, Metrics/)).toBeInTheDocument();
  });

  it('leaves the dashboards out while rollout-dashboard is off, as their API refuses them', async () => {
    // Act
    await renderProgramMenu();

    // Assess
    expect(await screen.findByText(/^Overview, Metrics, User Management/)).toBeInTheDocument();
    expect(screen.queryByText(/Dashboard/)).not.toBeInTheDocument();
  });
});
