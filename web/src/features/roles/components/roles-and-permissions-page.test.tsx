import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CreateRoleDocument } from '../api/create-role.generated';
import { NodeRolesDocument } from '../api/node-roles.generated';
import { RolePermissionsDocument } from '../api/role-permissions.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { globalLevel, levelActions } from '../hooks/level-actions';
import { RolesAndPermissionsPage } from './roles-and-permissions-page';
import { appSyncError } from '@/test/appsync-error';

const node = { nodeType: 'global', nodeId: 'platform' } as const;
const role = (id: string, name: string, isProtected: boolean) => ({ __typename: 'Role', id, name, ...node, isProtected, members: [] });
const roles = [role('r-admin', 'Platform Admins', true), role('r-support', 'Support Desk', false)];
const cells = roles.flatMap((item) =>
  levelActions.global.map((action) => ({
    __typename: 'PermissionRow',
    role: { __typename: 'RoleRef', id: item.id, name: item.name },
    action,
    allowed: item.isProtected,
    canEdit: !(item.isProtected && action === 'admin'),
  })),
);

const tableMocks: MockLink.MockedResponse[] = [
  { request: { query: NodeRolesDocument, variables: node }, result: { data: { roles } } },
  { request: { query: RolePermissionsDocument, variables: { actions: [...levelActions.global], ...node } }, result: { data: { permissions: cells } } },
];

async function renderRoles(...mocks: MockLink.MockedResponse[]) {
  renderScreen(<RolesAndPermissionsPage level={globalLevel} title="Global Roles and Permissions" actions={levelActions.global} />, {
    pattern: '/studio/global/role',
    path: '/studio/global/role',
    session: await signedInSession(),
    mocks: [...tableMocks, ...mocks],
  });
  await screen.findByRole('table', { name: 'Global Roles and Permissions' });
  return userEvent.setup();
}

describe('RolesAndPermissionsPage', () => {
  it('shows the checkbox table with the protected role locked and no Create Admin Role', async () => {
    // Act
    await renderRoles();

    // Assess
    expect(screen.getByRole('checkbox', { name: 'Admin for Platform Admins' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Can View Studio for Platform Admins' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete Platform Admins' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rename Platform Admins' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Admin for Support Desk' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Create Admin Role' })).not.toBeInTheDocument();
  });

  it('shows the ROLE_EXISTS text when the role name is taken, and keeps the panel open', async () => {
    // Prepare
    const taken: MockLink.MockedResponse = {
      request: { query: CreateRoleDocument, variables: { input: { ...node, roleName: 'Support Desk', isProtected: false } } },
      result: { errors: [appSyncError('taken', 'ROLE_EXISTS')] },
    };
    const user = await renderRoles(taken);

    // Act
    await user.click(screen.getByRole('button', { name: 'Create Role' }));
    const panel = await screen.findByRole('dialog', { name: 'Create Role' });
    await user.type(within(panel).getByRole('textbox', { name: /Role name/ }), 'Support Desk');
    await user.click(within(panel).getByRole('button', { name: 'Create' }));

    // Assess
    expect(await within(panel).findByText('The role name you entered already exists. You must enter a unique role name.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Role' })).toBeInTheDocument();
  });

  it('refuses a blank role name with the spec message, without asking the server', async () => {
    // Prepare
    const user = await renderRoles();

    // Act
    await user.click(screen.getByRole('button', { name: 'Create Role' }));
    const panel = await screen.findByRole('dialog', { name: 'Create Role' });
    await user.type(within(panel).getByRole('textbox', { name: /Role name/ }), '   ');
    await user.click(within(panel).getByRole('button', { name: 'Create' }));

    // Assess
    expect(await within(panel).findByText('String must contain at least 1 character(s)')).toBeInTheDocument();
  });

  it('asks before deleting a role, naming it', async () => {
    // Prepare
    const user = await renderRoles();

    // Act
    await user.click(screen.getByRole('button', { name: 'Delete Support Desk' }));

    // Assess
    const dialog = await screen.findByRole('dialog', { name: 'Delete Role' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete the Support Desk role?');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});
