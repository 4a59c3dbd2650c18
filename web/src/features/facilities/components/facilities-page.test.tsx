import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { FacilitiesByUserDocument } from '../api/facilities.generated';
import { FacilitiesPage } from './facilities-page';

const facility = (index: number) => ({
  __typename: 'Facility' as const,
  id: `fac-${index}`,
  name: `Facility ${String(index).padStart(2, '0')}`,
  roles: ['Facility Manager'],
  district: 'North Bay District',
  type: 'Clinic',
  license: `LIC-${index}`,
});

const page = (cursor: string | null, from: number, count: number, nextCursor: string | null) => ({
  request: { query: FacilitiesByUserDocument, variables: { userId: 'user-staff-one', size: 25, cursor } },
  result: { data: { facilitiesByUser: { __typename: 'FacilityPage', docs: Array.from({ length: count }, (_, index) => facility(from + index)), nextCursor } } },
});

describe('FacilitiesPage', { timeout: 30_000 }, () => {
  it('lists the user’s facilities with their columns and opens the next page with the cursor the first gave', async () => {
    await renderScreen(<FacilitiesPage userId="user-staff-one" />, {
      pattern: '/profile/facilities/user/:userId',
      path: '/profile/facilities/user/user-staff-one',
      session: await signedInSession(),
      mocks: [page(null, 1, 25, 'c2'), page('c2', 26, 3, null)] as Parameters<typeof renderScreen>[1]['mocks'],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Facilities' })).toBeVisible();
    const grid = await screen.findByRole('grid', { name: 'Facilities' });
    const row = (await within(grid).findByText('Facility 01')).closest<HTMLElement>('[role="row"]')!;
    expect(row).toHaveTextContent('Facility Manager');
    expect(row).toHaveTextContent('LIC-1');

    await userEvent.click(screen.getByRole('button', { name: /next page/i }));

    expect(await within(grid).findByText('Facility 28')).toBeVisible();
    expect(within(grid).queryByText('Facility 01')).toBeNull();
  });
});
