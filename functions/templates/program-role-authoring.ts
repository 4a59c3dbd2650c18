import { programRoleIdsOfFields } from '../../schema/src/forms/program-role-grants';
import { nodeObject } from '../../schema/src/roles/node-actions';
import { isAllowed } from '../authz/checks';
import type { TemplateHeaderRecord } from '../data/entities';
import { findRole } from '../data/roles-repository';
import type { Caller } from '../shared/caller';
import { badUserInput, forbidden } from '../shared/errors';

/**
 * Refuses an element whose answers would give a program role its author may not give: each program role the
 * edit adds (`programRoleId`, here or in a table column) must be a live role of the template's own program, and
 * the author must administer that program's roles (can_manage_roles). Roles the element named before the edit
 * were checked when they were added, so an edit of something else by another author is not refused.
 */
export async function assertMayGrantProgramRoles(
  caller: Caller,
  header: Pick<TemplateHeaderRecord, 'programId'>,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): Promise<void> {
  const had = new Set(programRoleIdsOfFields(before ?? {}));
  for (const roleId of programRoleIdsOfFields(after).filter((id) => !had.has(id))) {
    const role = await findRole(roleId);
    if (!role || role.deletingAt) throw badUserInput(`Program role ${roleId} was not found.`, { field: 'programRoleId' });
    if (role.nodeType !== 'program' || !header.programId || role.nodeId !== header.programId) {
      throw badUserInput(`${role.name} is not a role of this template's program: answers can only give roles of the template's own program.`, {
        field: 'programRoleId',
      });
    }
    if (!(await isAllowed(caller, 'can_manage_roles', nodeObject('program', role.nodeId)))) {
      throw forbidden(`You need to be an administrator of program ${role.nodeId} to let answers give its role ${role.name}.`);
    }
  }
}
