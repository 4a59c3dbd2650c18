import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { HomeFacilitiesDocument } from '../api/home-facilities.generated';
import { FacilitiesSection } from './facilities-section';

const facility = (index: number) => ({
  __typename: 'Facility' as const,
  id: `fac-${index}`,
  name: `Facility ${index}`,
  roles: index === 1 ? ['Facility Manager', 'Chemical Inventory Owner'] : ['Applicator'],
  district: 'North Bay District',
  type: 'Chemical Storage',
  license: `LIC-${index}`,
});

const answer = (count: number, nextCursor: string | null) => ({
  request: { query: HomeFacilitiesDocument, variables: { userId: 'user-staff-one', rows: 5 } },
  result: { data: { facilitiesByUser: { __typename: 'FacilityPage', docs: Array.from({ length: count }, (_, index) => facility(index + 1)), nextCursor } } },
});

async function renderSection(mocks: unknown[]) {
  return renderScreen(<FacilitiesSection userId="user-staff-one" />, {
    pattern: '/',
    path: '/',
    session: await signedInSession(),
    mocks: mocks as Parameters<typeof renderScreen>[1]['mocks'],
  });
}

describe('FacilitiesSection', { timeout: 30_000 }, () => {
  it('shows each facility with the user’s roles, its type, district and license, and View More when there are more', async () => {
    await renderSection([answer(5, 'next-page')]);

    const section = await screen.findByRole('region', { name: 'Facilities' });
    const first = (await within(section).findAllByRole('listitem'))[0]!;
    expect(first).toHaveTextContent('Facility 1');
    expect(first).toHaveTextContent('Facility Manager, Chemical Inventory Owner');
    expect(first).toHaveTextContent('Chemical Storage · North Bay District · License LIC-1');
    expect(within(section).getByRole('link', { name: 'View More Facilities' })).toHaveAttribute('href', '/profile/facilities/user/user-staff-one');
  });

  it('says so when the user has no facilities, without View More', async () => {
    await renderSection([answer(0, null)]);

    const section = await screen.findByRole('region', { name: 'Facilities' });
    expect(await within(section).findByText('You have no facilities.')).toBeVisible();
    expect(within(section).queryByRole('link')).toBeNull();
  });
});
