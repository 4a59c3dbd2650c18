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
