import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appSyncError } from '@/test/appsync-error';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { LibraryGrantCampusesDocument } from '../api/grant-campuses.generated';
import { GrantLibraryAccessDocument } from '../api/grant-library-access.generated';
import { LibraryGrantPeopleDocument } from '../api/library-grant-people.generated';
import { LibraryGrantsDocument } from '../api/library-grants.generated';
import { RevokeLibraryAccessDocument } from '../api/revoke-library-access.generated';
import type { LibrarySchema } from './library-frame';
import { LibraryPermissionsPage } from './library-permissions-page';

const library: LibrarySchema = {
  id: 'lib-1',
  objectName: 'Reagents',
  status: 'PUBLISHED',
  libraryType: null,
  itemCount: 0,
  version: 3,
  updatedAt: '2026-01-01T00:00:00.000Z',
  fieldArraySchema: [],
  permissions: { canConfigure: true, canEditItems: true },
};

const grantee = (kind: string, id: string | null, name: string, detail: string | null) => ({ __typename: 'LibraryGrantee', kind, id, name, detail });
const grace = { __typename: 'LibraryGrant', libraryId: 'lib-1', access: 'ADMIN', grantee: grantee('USER', 'u-grace', 'Grace Okafor', 'grace@example.edu') };
const sam = { __typename: 'LibraryGrant', libraryId: 'lib-1', access: 'EDITOR', grantee: grantee('USER', 'u-sam', 'Sam Rivera', 'sam@example.edu') };

const grantsMock = (...grants: unknown[]): MockLink.MockedResponse => ({
  request: { query: LibraryGrantsDocument, variables: { libraryId: 'lib-1', limit: 25 } },
  result: { data: { libraryGrants: { __typename: 'LibraryGrantPage', grants, cursor: null } } },
});
const campusesMock: MockLink.MockedResponse = {
  request: { query: LibraryGrantCampusesDocument, variables: { libraryId: 'lib-1' } },
  result: { data: { libraryGrantCampuses: [{ __typename: 'LibraryGrantCampus', id: '01', name: 'PSU Bayview' }] } },
};
const peopleMock: MockLink.MockedResponse = {
  request: { query: LibraryGrantPeopleDocument, variables: { libraryId: 'lib-1', searchTerm: 'sam', campusCode: '01' } },
  result: { data: { libraryGrantPeople: [{ __typename: 'UserRef', userId: 'u-sam', firstName: 'Sam', lastName: 'Rivera', email: 'sam@example.edu' }] } },
};
const samInput = { libraryId: 'lib-1', access: 'EDITOR', granteeKind: 'USER', granteeId: 'u-sam' };

async function renderPage(...mocks: MockLink.MockedResponse[]) {
  renderScreen(<LibraryPermissionsPage library={library} />, {
    pattern: '/studio/global/library/:libraryId/permissions',
    path: '/studio/global/library/lib-1/permissions',
    session: await signedInSession(),
    mocks,
  });
  await screen.findByRole('cell', { name: /Grace Okafor/ });
  return userEvent.setup();
}

describe('LibraryPermissionsPage', () => {
  it('grants a person editor access, closes the panel and puts the focus on their new row', async () => {
    // Prepare
    const granted: MockLink.MockedResponse = { request: { query: GrantLibraryAccessDocument, variables: { input: samInput } }, result: { data: { grantLibraryAccess: sam } } };
    const user = await renderPage(grantsMock(grace), campusesMock, peopleMock, granted, grantsMock(grace, sam));
    await user.click(screen.getByRole('button', { name: 'Grant access' }));
    const panel = await screen.findByRole('dialog', { name: 'Grant access' });
    expect(await within(panel).findByRole('combobox', { name: 'Campus' })).toHaveTextContent('PSU Bayview');

    // Act
    await user.type(within(panel).getByRole('combobox', { name: /Person/ }), 'sam');
    await user.click(await screen.findByRole('option', { name: /Sam Rivera/ }));
    await user.click(within(panel).getByRole('button', { name: 'Grant' }));

    // Assess
    expect(await screen.findByText('Sam Rivera is now an editor of this library.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Grant access' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('row', { name: /Sam Rivera/ })).toHaveFocus());
  });

  it('asks for a person before granting', async () => {
    // Prepare
    const user = await renderPage(grantsMock(grace), campusesMock);
    await user.click(screen.getByRole('button', { name: 'Grant access' }));
    const panel = await screen.findByRole('dialog', { name: 'Grant access' });

    // Act
    await user.click(within(panel).getByRole('button', { name: 'Grant' }));

    // Assess
    expect(await within(panel).findByText('Please select a user')).toBeInTheDocument();
  });

  it('asks before revoking, then moves the focus to the list heading', async () => {
    // Prepare
    const revoked: MockLink.MockedResponse = {
      request: { query: RevokeLibraryAccessDocument, variables: { input: samInput } },
      result: { data: { revokeLibraryAccess: sam } },
    };
    const user = await renderPage(grantsMock(grace, sam), revoked, grantsMock(grace));

    // Act
    await user.click(screen.getByRole('button', { name: 'Revoke editor access of Sam Rivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke editor access?' });
    expect(dialog).toHaveTextContent('Sam Rivera will no longer be an editor of Reagents.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    // Assess
    expect(await screen.findByText('Sam Rivera is no longer an editor of this library.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Who has access' })).toHaveFocus());
    expect(screen.queryByRole('cell', { name: /Sam Rivera/ })).not.toBeInTheDocument();
  });

  it("says why the last person administering the library keeps their access", async () => {
    // Prepare
    const message = 'Grace Okafor is the last person administering this library: make someone else its administrator first.';
    const refused: MockLink.MockedResponse = {
      request: { query: RevokeLibraryAccessDocument, variables: { input: { libraryId: 'lib-1', access: 'ADMIN', granteeKind: 'USER', granteeId: 'u-grace' } } },
      result: { errors: [appSyncError(message, 'CONFLICT', { reason: 'LAST_ADMIN' })] },
    };
    const user = await renderPage(grantsMock(grace), refused);

    // Act
    await user.click(screen.getByRole('button', { name: 'Revoke admin access of Grace Okafor' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Revoke admin access?' })).getByRole('button', { name: 'Revoke' }));

    // Assess
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('cell', { name: /Grace Okafor/ })).toBeInTheDocument();
  });
});
