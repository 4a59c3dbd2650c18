import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StudioCampusesDocument } from '../api/studio-campuses.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { CampusPicker, sameScreenOn } from './campus-picker';

const answer = (search: string | null, campuses: Array<{ id: string; name: string }>) => ({
  request: { query: StudioCampusesDocument, variables: { search } },
  result: { data: { studioCampuses: campuses.map((campus) => ({ __typename: 'Campus' as const, ...campus })) } },
});

async function renderPicker(mocks: ReturnType<typeof answer>[]) {
  return renderScreen(<CampusPicker campusId="01" campusName="PSU Bayview" />, {
    pattern: '/studio/campus/:campusId/role',
    path: '/studio/campus/01/role',
    session: await signedInSession(),
    mocks,
  });
}

describe('CampusPicker', () => {
  it('keeps the screen when moving to another campus', () => {
    expect(sameScreenOn('/studio/campus/01/user-management', '03')).toBe('/studio/campus/03/user-management');
  });

  it('lists the campuses the user may open', async () => {
    // Prepare
    await renderPicker([answer(null, [{ id: '01', name: 'PSU Bayview' }, { id: '03', name: 'PSU Valley Oaks' }])]);

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'PSU Bayview' }));

    // Assess
    expect(await screen.findByRole('button', { name: /PSU Valley Oaks/ })).toBeInTheDocument();
  });

  it('says "No campuses found" when nothing matches', async () => {
    // Prepare
    await renderPicker([answer(null, [])]);

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'PSU Bayview' }));

    // Assess
    expect(await screen.findByText('No campuses found')).toBeInTheDocument();
  });
});
