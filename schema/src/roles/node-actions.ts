/** The levels roles belong to. */
export const nodeTypes = ['global', 'campus', 'program'] as const;

export type NodeType = (typeof nodeTypes)[number];

/** The id of the one global node (the object global:platform). */
export const globalNodeId = 'platform';

/** The action a protected role never loses. */
export const adminAction = 'admin';

/**
 * The actions the permission table manages at each level: relations of the node's type in the
 * authorization model that a role's members can be granted (`role#member`).
 */
export const managedActions: Record<NodeType, readonly string[]> = {
  global: ['admin', 'can_view_studio', 'can_create_tenant', 'can_create_library', 'library_manager', 'can_view_internal_tools', 'can_manage_permissions'],
  campus: ['admin', 'can_view_studio'],
  program: ['admin', 'member'],
};

/** Whether `action` can be granted to roles at this level. */
export const isManagedAction = (nodeType: NodeType, action: string) => managedActions[nodeType].includes(action);

/** The actions of a list that cannot be granted at this level. */
export const unmanagedActions = (nodeType: NodeType, actions: readonly string[]) =>
  actions.filter((action) => !isManagedAction(nodeType, action));

/** The authorization object of a node: `global:platform`, `campus:01`, `program:{id}`. */
export const nodeObject = (nodeType: NodeType, nodeId: string) => `${nodeType}:${nodeId}`;

/** Whether a permission cell can be changed: never the admin action of a protected role. */
export const canEditPermission = (role: { isProtected: boolean }, action: string) => !(role.isProtected && action === adminAction);
