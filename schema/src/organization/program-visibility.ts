/** Which users see a program: everyone, only health-tagged users, or only users without that tag. */
export type ProgramAudience = 'everyone' | 'health' | 'non-health';

/**
 * The spec's campus filtering, as data: medical-centre EHS programs (campuses 02, 03, 09) carry audience
 * `health` and show only to health-tagged users; risk-service programs (campus 06) carry `non-health`.
 */
export function isProgramVisibleTo(program: { audience: ProgramAudience }, user: { tags: readonly string[] }): boolean {
  const isHealth = user.tags.includes('health');
  if (program.audience === 'health') return isHealth;
  if (program.audience === 'non-health') return !isHealth;
  return true;
}

/**
 * Whether a person may start forms of a template by the spec's campus filtering: a template of a program is
 * startable only by those the program shows to (the same rule as the program lists). Authors of the template
 * preview their own work and are not filtered; a template without a program, or whose program is unknown to
 * the caller's lookup, is decided by the authorization engine alone (`program` undefined).
 */
export function mayStartByAudience(program: { audience: ProgramAudience } | undefined, user: { tags: readonly string[] }, isAuthor: boolean): boolean {
  if (isAuthor || !program) return true;
  return isProgramVisibleTo(program, user);
}
