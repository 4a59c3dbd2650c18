import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddRoleMemberDocument } from '../api/add-role-member.generated';
import { MemberCampusesDocument } from '../api/member-campuses.generated';
import { NodeRolesDocument } from '../api/node-roles.generated';
import { SearchUsersDocument } from '../api/search-users.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { globalLevel } from '../hooks/level-actions';
import { RoleMembersPage } from './role-members-page';
import { appSyncError } from '@/test/appsync-error';

const node = { nodeType: 'global', nodeId: 'platform' } as const;
const member = { __typename: 'RoleMember', roleId: 'r1', roleName: 'Support Desk', userId: 'u-ann', name: 'Ann Lee', email: 'ann@example.edu' };
const rolesMock: MockLink.MockedResponse = {
  request: { query: NodeRolesDocument, variables: node },
  result: { data: { roles: [{ __typename: 'Role', id: 'r1', name: 'Support Desk', ...node, isProtected: false, members: [member] }] } },
};
const searchMock: MockLink.MockedResponse = {
  request: { query: SearchUsersDocument, variables: { searchTerm: 'ann', campusCode: '01' } },
  result: { data: { searchUsers: [{ __typename: 'UserRef', userId: 'u-ann', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.edu' }] } },
};

const campusesMock: MockLink.MockedResponse = {
  request: { query: MemberCampusesDocument },
  result: { data: { campuses: [{ __typename: 'Campus', id: '01', name: 'PSU Bayview' }] } },
};

async function renderMembers(...mocks: MockLink.MockedResponse[]) {
  renderScreen(<RoleMembersPage level={globalLevel} title="Manage Global Role Members" campusCode={null} />, {
    pattern: '/studio/global/user-management',
    path: '/studio/global/user-management',
    session: await signedInSession(),
    mocks: [rolesMock, campusesMock, ...mocks],
  });
  await screen.findByRole('cell', { name: /^Ann Lee/ });
  return userEvent.setup();
}

describe('RoleMembersPage', () => {
  it('asks "Please select a user" when Add is pressed without one', async () => {
    // Prepare
    const user = await renderMembers();
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    const panel = await screen.findByRole('dialog', { name: 'Add Member' });

    // Act
    await user.click(within(panel).getByRole('button', { name: 'Add' }));

    // Assess
    expect(await within(panel).findByText('Please select a user')).toBeInTheDocument();
  });

  it('says the person is already a member when the API answers EXISTING_ROLE_MEMBER', async () => {
    // Prepare
    const existing: MockLink.MockedResponse = {
      request: { query: AddRoleMemberDocument, variables: { input: { ...node, roleId: 'r1', userId: 'u-ann' } } },
      result: { errors: [appSyncError('exists', 'EXISTING_ROLE_MEMBER')] },
    };
    const user = await renderMembers(searchMock, existing);
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    const panel = await screen.findByRole('dialog', { name: 'Add Member' });

    // Act
    expect(await within(panel).findByRole('combobox', { name: 'Campus' })).toHaveTextContent('PSU Bayview');
    await user.type(within(panel).getByRole('combobox', { name: /User/ }), 'ann');
    await user.click(await screen.findByRole('option', { name: /Ann Lee/ }));
    await user.click(within(panel).getByRole('button', { name: 'Add' }));

    // Assess
    expect(await within(panel).findByText('This person is already part of this level and cannot be added again.')).toBeInTheDocument();
  });

  it('asks before removing a member from global, naming them', async () => {
    // Prepare
    const user = await renderMembers();

    // Act
    await user.click(screen.getByRole('button', { name: 'Remove Ann Lee from Support Desk' }));

    // Assess
    const dialog = await screen.findByRole('dialog', { name: 'Remove User' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to remove Ann Lee from global?');
  });
});
