/** A feature flag as stored: on or off, optionally only for some campuses or users. */
export interface FlagDefinition {
  key: string;
  enabled: boolean;
  campusCodes?: string[];
  userIds?: string[];
}

/** The feature flags of the spec, with what each gates. */
export const knownFlags = [
  'rollout-documents-page',
  'rollout-self-initiated-button',
  'rollout-campus-level-roles-and-permissions-configuration',
  'rollout-form-v2',
  'rollout-away-redirect',
  'rollout-assignment',
  'rollout-dashboard',
  'rollout-data-export',
  'rollout-deep-dive-component',
  'rollout-user-documents',
  'rollout-global-role-management',
  'rollout-library-management',
  'rollout-data-mapper',
  'poc-import-mapper',
  'rollout-public-routes',
  'rss-tooling',
  'home-facility',
  'rollout-compliance-calendar',
  'rollout-inventory',
] as const;

/**
 * Whether a flag is on for a user: it must be enabled, and when it lists campuses or users, the user's
 * campus or id must be listed (either list admits).
 */
export function isFlagOn(flag: FlagDefinition, user: { userId: string; campusCode: string }): boolean {
  if (!flag.enabled) return false;
  const byCampus = flag.campusCodes?.length ? flag.campusCodes.includes(user.campusCode) : undefined;
  const byUser = flag.userIds?.length ? flag.userIds.includes(user.userId) : undefined;
  if (byCampus === undefined && byUser === undefined) return true;
  return byCampus === true || byUser === true;
}
