import { findRoles } from '../../data/roles-repository';
import { readAll } from '../../roles/role-tuples';
import { isLive } from '../../roles/role-view';
import { userObject } from '../checks';

/**
 * The names of the campus-level roles a person is a member of: one Read of the person's role memberships (row 33d
 * of docs/data-model.md) and one batch read of those roles.
 */
export async function campusRoleNamesOf(userId: string): Promise<string[]> {
  const memberships = await readAll({ user: userObject(userId), relation: 'member', object: 'role:' });
  if (memberships.length === 0) return [];
  const roles = (await findRoles(memberships.map(({ object }) => object.slice('role:'.length)))).filter(isLive);
  return roles.filter((role) => role.nodeType === 'campus').map((role) => role.name);
}
