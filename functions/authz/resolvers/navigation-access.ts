import type { Caller } from '../../shared/caller';
import { isAllowed, platformObject, userObject } from '../checks';
import { authorization } from '../service';

/** The global roles that open the global-tools menu (spec: end-user area, section 1). */
const globalToolRoles = ['analytics_admin', 'client_admin', 'configuration_manager', 'service_desk', 'data_admin', 'library_manager'];

/** Whether the caller administers any program (their campus first: a campus administrator does). */
async function administersSomething(caller: Caller): Promise<boolean> {
  if (caller.campusCode && (await isAllowed(caller, 'admin', `campus:${caller.campusCode}`))) return true;
  const programs = await authorization().listObjects({ user: userObject(caller.userId), relation: 'admin', type: 'program' });
  return programs.length > 0;
}

/** Which navigation entries the caller may see: the same engine checks the screens behind them make. */
export async function navigationAccess(caller: Caller) {
  const [studio, internalTools, globalRoles, adminTools] = await Promise.all([
    isAllowed(caller, 'can_view_studio', platformObject),
    isAllowed(caller, 'can_view_internal_tools', platformObject),
    Promise.all(globalToolRoles.map((relation) => isAllowed(caller, relation, platformObject))),
    administersSomething(caller),
  ]);
  return { studio, adminTools, globalTools: globalRoles.some(Boolean), internalTools };
}
