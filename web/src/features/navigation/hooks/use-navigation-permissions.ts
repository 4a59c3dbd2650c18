/** Which permission-gated entries of the top navigation the user may see. */
export interface NavigationPermissions {
  /** Admin Tools: a program admin role, or a campus role other than the excluded ones (spec section 6). */
  canSeeAdminTools: boolean;
  /** Studio: relation can_view_studio on the global object. */
  canSeeStudio: boolean;
}

/**
 * The authorization checks behind Admin Tools and Studio. They need the relationship-based authorization
 * service, which a later issue adds; until then both entries stay hidden.
 */
export function useNavigationPermissions(): NavigationPermissions {
  return { canSeeAdminTools: false, canSeeStudio: false };
}
