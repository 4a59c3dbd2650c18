import { isAllowed } from '../authz/checks';
import type { PageLayoutRecord } from '../data/entities';
import { findPrograms } from '../data/organization-repository';
import type { Caller } from '../shared/caller';
import { forbidden, notFound } from '../shared/errors';

/** What the caller may do with a program's layouts: see them (the program is visible to them) and administer them. */
export interface ProgramAccess {
  view: boolean;
  admin: boolean;
}

/** NOT_FOUND for an unknown program; else whether the caller sees it (member) and administers it (admin). */
export async function programAccess(caller: Caller, programId: string): Promise<ProgramAccess> {
  const [program] = await findPrograms([programId]);
  if (!program) throw notFound('Program', programId);
  const [view, admin] = await Promise.all([isAllowed(caller, 'can_view', `program:${programId}`), isAllowed(caller, 'admin', `program:${programId}`)]);
  return { view: view || admin, admin };
}

/** FORBIDDEN unless the program is visible to the caller. */
export async function assertProgramVisible(caller: Caller, programId: string): Promise<ProgramAccess> {
  const access = await programAccess(caller, programId);
  if (!access.view) throw forbidden('You do not have access to this program.');
  return access;
}

/**
 * Who may see and change a layout: a USER dashboard only its owner (while the program is visible to them); a
 * PROGRAM dashboard or the overview everyone the program is visible to, changed by the program's admins.
 */
export function layoutPermissions(caller: Caller, layout: Pick<PageLayoutRecord, 'kind' | 'type' | 'ownerId'>, access: ProgramAccess) {
  if (layout.kind === 'DASHBOARD' && layout.type === 'USER') {
    const own = access.view && layout.ownerId === caller.userId;
    return { view: own, edit: own };
  }
  return { view: access.view, edit: access.admin };
}

/** FORBIDDEN unless the caller may change the layout (and, first, see it). */
export function assertCanEdit(permissions: { view: boolean; edit: boolean }, what: string) {
  if (!permissions.view) throw forbidden(`You do not have access to this ${what}.`);
  if (!permissions.edit) throw forbidden(`Only the program's administrators change this ${what}.`);
}
