import type { ApiClient } from '../support/local-api';

// Given/when steps of role administration: each is one operation an administrator performs.

export type NodeType = 'global' | 'campus' | 'program';
export interface Node {
  nodeType: NodeType;
  nodeId: string;
}
export interface RoleAnswer {
  id: string;
  name: string;
  nodeType: NodeType;
  nodeId: string;
  isProtected: boolean;
  members: Array<{ roleId: string; roleName: string; userId: string; name: string; email: string | null }>;
}
export interface PermissionRowAnswer {
  role: { id: string; name: string };
  action: string;
  allowed: boolean;
  canEdit: boolean;
}

export const globalNode: Node = { nodeType: 'global', nodeId: 'platform' };
export const campus01: Node = { nodeType: 'campus', nodeId: '01' };
export const labSafety: Node = { nodeType: 'program', nodeId: 'prog-01-lab-safety' };

const roleFields = 'id name nodeType nodeId isProtected members { roleId roleName userId name email }';

/** A role name no other test uses. */
export const uniqueName = (base: string) => `${base} ${Math.random().toString(36).slice(2, 8)}`;

export const createRole = (client: ApiClient, node: Node, roleName: string, isProtected?: boolean) =>
  client.graphql<{ createRole: RoleAnswer }>(
    `mutation Create($input: CreateRoleInput!) { createRole(input: $input) { ${roleFields} } }`,
    { input: { ...node, roleName, ...(isProtected === undefined ? {} : { isProtected }) } },
  );

export const renameRole = (client: ApiClient, roleId: string, roleName: string) =>
  client.graphql<{ renameRole: RoleAnswer }>(
    `mutation Rename($input: RenameRoleInput!) { renameRole(input: $input) { ${roleFields} } }`,
    { input: { roleId, roleName } },
  );

export const deleteRole = (client: ApiClient, roleId: string) =>
  client.graphql<{ deleteRole: string }>('mutation Delete($input: DeleteRoleInput!) { deleteRole(input: $input) }', { input: { roleId } });

export const addMember = (client: ApiClient, node: Node, roleId: string, userId?: string) =>
  client.graphql<{ addRoleMember: RoleAnswer }>(
    `mutation Add($input: AddRoleMemberInput!) { addRoleMember(input: $input) { ${roleFields} } }`,
    { input: { ...node, roleId, ...(userId === undefined ? {} : { userId }) } },
  );

export const removeMember = (client: ApiClient, node: Node, roleId: string, userId: string) =>
  client.graphql<{ removeRoleMember: RoleAnswer }>(
    `mutation Remove($input: RemoveRoleMemberInput!) { removeRoleMember(input: $input) { ${roleFields} } }`,
    { input: { ...node, roleId, userId } },
  );

export const setPermissions = (
  client: ApiClient,
  node: Node,
  actions: string[],
  permissions: Array<{ roleId: string; action: string; allowed: boolean }>,
) =>
  client.graphql<{ setPermissions: PermissionRowAnswer[] }>(
    `mutation Set($input: SetPermissionsInput!) { setPermissions(input: $input) { role { id name } action allowed canEdit } }`,
    { input: { ...node, actions, permissions } },
  );

export const listRoles = (client: ApiClient, node: Node) =>
  client.graphql<{ roles: RoleAnswer[] }>(
    `query Roles($nodeType: NodeType!, $nodeId: ID!) { roles(nodeType: $nodeType, nodeId: $nodeId) { ${roleFields} } }`,
    { ...node },
  );

export const readPermissions = (client: ApiClient, node: Node, actions: string[]) =>
  client.graphql<{ permissions: PermissionRowAnswer[] }>(
    `query Permissions($actions: [String!]!, $nodeType: NodeType!, $nodeId: ID!) {
      permissions(actions: $actions, nodeType: $nodeType, nodeId: $nodeId) { role { id name } action allowed canEdit }
    }`,
    { actions, ...node },
  );

export const programRoles = (client: ApiClient, programId: string) =>
  client.graphql<{ programRoles: Array<{ id: string; name: string; isProtected: boolean; program: { id: string; name: string }; members: Array<{ userId: string }> }> }>(
    'query ProgramRoles($programId: ID!) { programRoles(programId: $programId) { id name isProtected program { id name } members { userId } } }',
    { programId },
  );

export const userRoles = (client: ApiClient, userId?: string) =>
  client.graphql<{ userRoles: RoleAnswer[] }>(`query UserRoles($userId: ID) { userRoles(userId: $userId) { ${roleFields} } }`, {
    ...(userId ? { userId } : {}),
  });

export const searchUsers = (client: ApiClient, searchTerm: string, campusCode?: string) =>
  client.graphql<{ searchUsers: Array<{ userId: string; firstName: string; lastName: string; email: string }> }>(
    'query Search($searchTerm: String!, $campusCode: String) { searchUsers(searchTerm: $searchTerm, campusCode: $campusCode) { userId firstName lastName email } }',
    { searchTerm, ...(campusCode ? { campusCode } : {}) },
  );

/** The signed-in user's own check, as the UI asks it. */
export const check = async (client: ApiClient, relation: string, object: string) =>
  (await client.graphql<{ check: boolean }>('query Check($relation: String!, $object: String!) { check(relation: $relation, object: $object) }', { relation, object }))
    .data?.check;
