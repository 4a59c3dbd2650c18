import type { Caller } from '../../shared/caller';
import { isAllowed, platformObject, userObject } from '../checks';
import { authorization } from '../service';
import { findPrograms } from '../../data/organization-repository';

/** The global roles that open the global-tools menu (spec: end-user area, section 1). */
const globalToolRoles = ['analytics_admin', 'client_admin', 'configuration_manager', 'service_desk', 'data_admin', 'library_manager'];

/**
 * Where the caller's Admin Tools lead, if anywhere: the roles of their campus when they administer it, else
 * the roles of the first program they administer.
 */
async function adminToolsPath(caller: Caller): Promise<string | null> {
  if (caller.campusCode && (await isAllowed(caller, 'admin', `campus:${caller.campusCode}`))) {
    return `/studio/campus/${caller.campusCode}/role`;
  }
  const objects = await authorization().listObjects({ user: userObject(caller.userId), relation: 'admin', type: 'program' });
  const [program] = await findPrograms(objects.map((object) => object.slice('program:'.length)).sort());
  return program ? `/studio/campus/${program.campusCode}/program/${program.id}/roles-and-permissions` : null;
}

/** Which navigation entries the caller may see: the same engine checks the screens behind them make. */
export async function navigationAccess(caller: Caller) {
  const [studio, internalTools, globalRoles, adminPath] = await Promise.all([
    isAllowed(caller, 'can_view_studio', platformObject),
    isAllowed(caller, 'can_view_internal_tools', platformObject),
    Promise.all(globalToolRoles.map((relation) => isAllowed(caller, relation, platformObject))),
    adminToolsPath(caller),
  ]);
  return { studio, adminTools: adminPath !== null, adminToolsPath: adminPath, globalTools: globalRoles.some(Boolean), internalTools };
}
