import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { useNavigationAccess } from '../api/navigation-access';

/** Which permission-gated entries of the top navigation the user may see. */
export interface NavigationPermissions {
  /** Admin Tools: a program admin role, or a campus role other than the excluded ones (spec section 6). */
  canSeeAdminTools: boolean;
  /** Where Admin Tools lead: the roles of the campus or program the user administers. */
  adminToolsPath: string | null;
  /**
   * Where Studio leads: the first studio screen the user can open, or /studio, which explains what the
   * user may do there; null hides Studio (no part of the studio is theirs).
   */
  studioPath: string | null;
  /** The Global Studio's screens (can_manage_permissions): Global Studio and Developer Tools lead there. */
  canOpenGlobalStudio: boolean;
  /** The global-tools menu: a global role among analytics admin, client admin, configuration manager, service desk, data admin, library manager. */
  canSeeGlobalTools: boolean;
  /** Developer Tools, inside the global-tools menu: the rss-tooling flag. */
  canSeeDeveloperTools: boolean;
  /** The internal tools (Feature Flags, Data Retention Schedule): can_view_internal_tools on the platform. */
  canSeeInternalTools: boolean;
}

/**
 * The authorization checks behind Admin Tools, Studio and the global-tools menu. Until the answer (and the
 * flags) arrive every entry stays hidden, so nothing appears and then vanishes; a failed answer hides them too.
 */
export function useNavigationPermissions(): NavigationPermissions {
  const { data } = useNavigationAccess();
  const developerTools = useFeatureFlag('rss-tooling');
  const access = data?.navigationAccess;
  return {
    canSeeAdminTools: Boolean(access?.adminTools && access.adminToolsPath),
    adminToolsPath: access?.adminToolsPath ?? null,
    studioPath: access?.studioPath ?? null,
    canOpenGlobalStudio: access?.globalStudio ?? false,
    canSeeGlobalTools: access?.globalTools ?? false,
    canSeeDeveloperTools: developerTools.enabled,
    canSeeInternalTools: access?.internalTools ?? false,
  };
}
