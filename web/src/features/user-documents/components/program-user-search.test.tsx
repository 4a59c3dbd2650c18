import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { ProgramUserSearchDocument } from '../api/program-user-search.generated';
import { ProgramUserSearch } from './program-user-search';

const person = { __typename: 'UserRef', userId: 'user-staff-one', firstName: 'Jordan', lastName: 'Lee', email: 'jordan@example.edu' };
const answer = (searchTerm: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: ProgramUserSearchDocument, variables: { searchTerm, campusCode: '01' } },
  result,
  delay: 20,
});

async function renderSearch(...mocks: MockLink.MockedResponse[]) {
  renderRoutes({
    routes: [
      { path: '/program/:programId', element: <ProgramUserSearch programId="prog-1" campusCode="01" /> },
      { path: '/program/:programId/user/:userId', element: <p>User page</p> },
    ],
    path: '/program/prog-1',
    session: await signedInSession(),
    mocks,
  });
  return userEvent.setup();
}

describe('the program user search', () => {
  it('waits for 2 characters, says it is loading, and opens the chosen user’s documents page', async () => {
    const user = await renderSearch(answer('jo', { data: { searchUsers: [person] } }));
    const box = screen.getByRole('combobox', { name: 'Search users' });

    await user.type(box, 'j');
    expect(await screen.findByText('Type at least 2 characters')).toBeInTheDocument();
    await user.type(box, 'o');
    expect(await screen.findByText('Loading users...')).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: /Jordan Lee/ }));

    expect(await screen.findByText('User page')).toBeInTheDocument();
  });

  it('says when nobody matches, and what went wrong when the search fails', async () => {
    const user = await renderSearch(answer('zz', { data: { searchUsers: [] } }), answer('xx', { errors: [{ message: 'Try again later' }] as never }));
    const box = screen.getByRole('combobox', { name: 'Search users' });

    await user.type(box, 'zz');
    expect(await screen.findByText('No results found for "zz"')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'xx');
    expect(await screen.findByText('Error loading users: Try again later')).toBeInTheDocument();
  });

  it('closes its list on Escape', async () => {
    const user = await renderSearch(answer('jo', { data: { searchUsers: [person] } }));
    await user.type(screen.getByRole('combobox', { name: 'Search users' }), 'jo');
    await screen.findByRole('option', { name: /Jordan Lee/ });

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
