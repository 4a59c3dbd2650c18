import { showsAdminTools } from '../../../schema/src/roles/admin-tools-rule';
import type { Caller } from '../../shared/caller';
import { isAllowed, platformObject, userObject } from '../checks';
import { authorization } from '../service';
import { findPrograms } from '../../data/organization-repository';
import { campusRoleNamesOf } from './campus-role-names';

/** The global roles that open the global-tools menu (spec: end-user area, section 1). */
const globalToolRoles = ['analytics_admin', 'client_admin', 'configuration_manager', 'service_desk', 'data_admin', 'library_manager'];

/** What the caller administers: their own campus, else the first of the programs they administer. */
type Administered = { kind: 'campus'; campusCode: string } | { kind: 'program'; campusCode: string; programId: string } | null;

async function administered(caller: Caller): Promise<Administered> {
  if (caller.campusCode && (await isAllowed(caller, 'admin', `campus:${caller.campusCode}`))) {
    return { kind: 'campus', campusCode: caller.campusCode };
  }
  const objects = await authorization().listObjects({ user: userObject(caller.userId), relation: 'admin', type: 'program' });
  const [program] = await findPrograms(objects.map((object) => object.slice('program:'.length)).sort());
  return program ? { kind: 'program', campusCode: program.campusCode, programId: program.id } : null;
}

/** The studio screens of what the caller administers: its roles (Admin Tools) and its index (Studio). */
function administeredPaths(node: Administered): { roles: string; index: string } | null {
  if (!node) return null;
  const campus = `/studio/campus/${node.campusCode}`;
  if (node.kind === 'campus') return { roles: `${campus}/role`, index: campus };
  const program = `${campus}/program/${node.programId}`;
  return { roles: `${program}/roles-and-permissions`, index: program };
}

/**
 * Where Studio leads: the first studio screen the caller can open (the Global Studio's screens need
 * can_manage_permissions; a campus's or a program's need admin there), else /studio, which says what
 * can_view_studio alone allows and who grants more; null when the caller has no part of the studio.
 */
function studioPath(canManage: boolean, adminPaths: { index: string } | null, canViewStudio: boolean): string | null {
  if (canManage) return '/studio/global';
  if (adminPaths) return adminPaths.index;
  return canViewStudio ? '/studio' : null;
}

/**
 * Where Admin Tools lead, or null when the spec's rule hides them: the roles of what the caller administers;
 * for a holder of a campus role that counts but who administers nothing, /studio, which says what each part of
 * the studio needs (none of its screens is theirs).
 */
async function adminToolsPath(caller: Caller, node: Administered, paths: { roles: string } | null): Promise<string | null> {
  // The campus roles' names matter only when nothing is administered: one more read, only then.
  const campusRoleNames = node ? [] : await campusRoleNamesOf(caller.userId);
  const shows = showsAdminTools({ administersCampus: node?.kind === 'campus', administersProgram: node?.kind === 'program', campusRoleNames });
  return shows ? (paths?.roles ?? '/studio') : null;
}

/** Which navigation entries the caller may see: the same engine checks the screens behind them make. */
export async function navigationAccess(caller: Caller) {
  const [studio, globalStudio, internalTools, globalRoles, node] = await Promise.all([
    isAllowed(caller, 'can_view_studio', platformObject),
    isAllowed(caller, 'can_manage_permissions', platformObject),
    isAllowed(caller, 'can_view_internal_tools', platformObject),
    Promise.all(globalToolRoles.map((relation) => isAllowed(caller, relation, platformObject))),
    administered(caller),
  ]);
  const paths = administeredPaths(node);
  const adminTools = await adminToolsPath(caller, node, paths);
  return {
    studio,
    studioPath: studioPath(globalStudio, paths, studio),
    globalStudio,
    adminTools: adminTools !== null,
    adminToolsPath: adminTools,
    globalTools: globalRoles.some(Boolean),
    internalTools,
  };
}
