import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FeatureFlagsDocument } from '@/lib/feature-flags/feature-flags.generated';
import { flagsResult, signedInSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import ComplianceCalendarRoute from './compliance-calendar-route';
import DashboardRoute from './dashboard-route';
import DataExplorerRoute from './data-explorer-route';
import DeepDiveRoute from './deep-dive-route';
import FacilitiesRoute from './facilities-route';
import ManageInventoryRoute from './manage-inventory-route';
import ProgramAssignmentRoute from './program-assignment-route';
import ProgramUserRoute from './program-user-route';

// Issue 15: every program-area screen it added is behind its flag, and without the flag the address is not found
// (spec: a missing flag gives the not-found page). Every other flag is on, so only the route's own flag decides.
const gatedRoutes: Array<{ flag: string; pattern: string; path: string; Route: ComponentType }> = [
  { flag: 'rollout-dashboard', pattern: 'dashboard/:dashboardId', path: 'dashboard/new', Route: DashboardRoute },
  { flag: 'rollout-dashboard', pattern: 'dashboard/:dashboardId', path: 'dashboard/d-1', Route: DashboardRoute },
  { flag: 'rollout-data-export', pattern: 'data-export', path: 'data-export', Route: DataExplorerRoute },
  { flag: 'rollout-deep-dive-component', pattern: 'deep-dive', path: 'deep-dive', Route: DeepDiveRoute },
  { flag: 'rollout-assignment', pattern: 'assignment', path: 'assignment', Route: ProgramAssignmentRoute },
  { flag: 'rollout-user-documents', pattern: 'user/:userId', path: 'user/user-staff-one', Route: ProgramUserRoute },
  { flag: 'rollout-compliance-calendar', pattern: 'calendar', path: 'calendar', Route: ComplianceCalendarRoute },
];

const everyGatingFlag = [...new Set(gatedRoutes.map(({ flag }) => flag))];

describe('the program area\'s flagged screens', () => {
  it.each(gatedRoutes)('/program/{programId}/$path is not found while $flag is off', async ({ flag, pattern, path, Route }) => {
    // Prepare: every other flag of these screens on, this one off.
    const otherFlags = everyGatingFlag.filter((other) => other !== flag);

    // Act
    renderRoutes({
      routes: [
        {
          path: '/program/:programId',
          // The program layout hands its screens the program's campus.
          element: <Outlet context={{ programName: 'Laboratory Safety', campusCode: '01' }} />,
          children: [{ path: pattern, element: <Route /> }],
        },
      ],
      path: `/program/prog-01-lab-safety/${path}`,
      session: await signedInSession(),
      mocks: [{ request: { query: FeatureFlagsDocument }, result: flagsResult(...otherFlags), maxUsageCount: 5 }],
    });

    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
  });
});

// Issue 16: the inventory page and the full facilities list are behind their flags too (rooms16).
const gatedTopLevelRoutes: Array<{ flag: string; pattern: string; path: string; Route: ComponentType }> = [
  { flag: 'rollout-inventory', pattern: '/manage-inventory/:inventoryId', path: '/manage-inventory/inv-01-chem-lab', Route: ManageInventoryRoute },
  { flag: 'home-facility', pattern: '/profile/facilities/user/:userId', path: '/profile/facilities/user/user-staff-one', Route: FacilitiesRoute },
];

const everyTopLevelFlag = [...new Set(gatedTopLevelRoutes.map(({ flag }) => flag))];

describe('the inventory and facilities screens', () => {
  it.each(gatedTopLevelRoutes)('$path is not found while $flag is off', async ({ flag, pattern, path, Route }) => {
    // Prepare: the other screen's flag on, this one off.
    const otherFlags = everyTopLevelFlag.filter((other) => other !== flag);

    // Act
    renderRoutes({
      routes: [{ path: pattern, element: <Route /> }],
      path,
      session: await signedInSession(),
      mocks: [{ request: { query: FeatureFlagsDocument }, result: flagsResult(...otherFlags), maxUsageCount: 5 }],
    });

    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
  });
});
