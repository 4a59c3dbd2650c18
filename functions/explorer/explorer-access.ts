import { assertAllowed, isAllowed } from '../authz/checks';
import type { ExplorerConfigRecord } from '../data/entities';
import { findExplorerConfig } from '../data/explorer-config-repository';
import { findPrograms } from '../data/organization-repository';
import type { Caller } from '../shared/caller';
import { forbidden, notFound } from '../shared/errors';

/** The engine's object of a program. */
export const programObject = (programId: string) => `program:${programId}`;

/** Refuses with NOT_FOUND an unknown program. */
export async function assertProgramExists(programId: string): Promise<void> {
  const [program] = await findPrograms([programId]);
  if (!program) throw notFound('Program', programId);
}

/** Refuses with FORBIDDEN anyone but the program's admins (and those above them: campus and global admins). */
export function assertProgramAdmin(caller: Caller, programId: string, message = 'Only the admins of this program may do this.'): Promise<void> {
  return assertAllowed(caller, 'admin', programObject(programId), { message });
}

/** Who the caller is to a program's Data Explorer, and its configuration (absent: nothing exposed yet). */
export interface ExplorerAudience {
  /** Administers the program: sees every form and every page and section of it. */
  isAdmin: boolean;
  config: ExplorerConfigRecord | undefined;
}

/**
 * Refuses with FORBIDDEN anyone who may not use the program's Data Explorer: its admins may, and, when the
 * configuration names a role, that role's members (each form and cell is still checked for them).
 */
export async function explorerAudienceOf(caller: Caller, programId: string): Promise<ExplorerAudience> {
  const [isAdmin, config] = await Promise.all([isAllowed(caller, 'admin', programObject(programId)), findExplorerConfig(programId)]);
  if (isAdmin) return { isAdmin, config };
  const roleId = config?.exporters === 'ROLE' ? config.exportRoleId : null;
  if (roleId && (await isAllowed(caller, 'member', `role:${roleId}`))) return { isAdmin, config };
  throw forbidden('Only the admins of this program, and the role its Data Explorer names, may use the Data Explorer.');
}
