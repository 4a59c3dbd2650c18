import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { createRole } from './resolvers/create-role';
import { deleteRole } from './resolvers/delete-role';
import { programRoles, roles, userRoles } from './resolvers/list-roles';
import { permissions, setPermissions } from './resolvers/permissions';
import { renameRole } from './resolvers/rename-role';
import { rolePermissions } from './resolvers/role-permissions';
import { addRoleMember, removeRoleMember } from './resolvers/role-members';
import { searchUsers } from './resolvers/search-users';
import { selects } from '../shared/selection';
import { observability } from './telemetry';

/** The roles function: role, member and permission administration at the global, campus and program levels. */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('roles', (args, { event }) => roles(callerOf(event), args, selects(event, 'members')));
  app.onQuery('permissions', (args, { event }) => permissions(callerOf(event), args));
  app.onQuery('programRoles', (args, { event }) => programRoles(callerOf(event), args, selects(event, 'members')));
  app.onQuery('userRoles', (args, { event }) => userRoles(callerOf(event), args, selects(event, 'members')));
  app.onQuery('rolePermissions', (args, { event }) => rolePermissions(callerOf(event), args));
  app.onQuery('searchUsers', (args, { event }) => searchUsers(callerOf(event), args));
  app.onMutation('createRole', (args, { event }) => createRole(callerOf(event), args));
  app.onMutation('renameRole', (args, { event }) => renameRole(callerOf(event), args, selects(event, 'members')));
  app.onMutation('deleteRole', (args, { event }) => deleteRole(callerOf(event), args));
  app.onMutation('addRoleMember', (args, { event }) => addRoleMember(callerOf(event), args, selects(event, 'members')));
  app.onMutation('removeRoleMember', (args, { event }) => removeRoleMember(callerOf(event), args, selects(event, 'members')));
  app.onMutation('setPermissions', (args, { event }) => setPermissions(callerOf(event), args));
});
