/**
 * Who sees Admin Tools (spec: end-user area, section 6): a program admin role on a program, or any campus role
 * except affiliated, developer, chemical informatics, responsible person, medical center authorized, or roles
 * prefixed AX_. Campus roles are named by campus administrators ("Responsible Person", "RESPONSIBLE_PERSON",
 * "responsible-person" are one name here); the admin relation on a campus counts as a campus role.
 */

/** The campus roles that never show Admin Tools, in the normalized form of {@link normalizedRoleName}. */
export const rolesWithoutAdminTools = ['affiliated', 'developer', 'chemical informatics', 'responsible person', 'medical center authorized'] as const;

/** Roles whose name starts with this (any case) never show Admin Tools. */
export const excludedRolePrefix = 'AX_';

/** A role name compared by words: any case, spaces, underscores or hyphens between words, British spellings. */
export function normalizedRoleName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .join(' ')
    .replace(/\bcentre\b/g, 'center')
    .replace(/\bauthorised\b/g, 'authorized');
}

/** Whether holding this campus role shows Admin Tools. */
export function campusRoleShowsAdminTools(name: string): boolean {
  if (name.trim().toUpperCase().startsWith(excludedRolePrefix)) return false;
  return !(rolesWithoutAdminTools as readonly string[]).includes(normalizedRoleName(name));
}

/** What the rule looks at: the caller's admin relations and the names of the campus roles they hold. */
export interface AdminToolsGrounds {
  /** Admin of at least one program (the program admin role; a campus's administrators are admins of its programs). */
  administersProgram: boolean;
  /** Admin of a campus. */
  administersCampus: boolean;
  /** The names of the campus-level roles the caller is a member of. */
  campusRoleNames: readonly string[];
}

/** Whether the top navigation shows Admin Tools. */
export function showsAdminTools(grounds: AdminToolsGrounds): boolean {
  return grounds.administersProgram || grounds.administersCampus || grounds.campusRoleNames.some(campusRoleShowsAdminTools);
}
