import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';

/** One entry of the program area's left menu: a link (relative to the program; '' is the overview) or a heading. */
export type ProgramMenuEntry = { label: string; path: string; badge?: string } | { label: string; heading: true };

/**
 * The program area's screens in its left menu (spec: end-user area section 2): Overview for everyone; for program
 * admins Assignment, Dashboards, User Management, Data Explorer, Deep Dive and the Compliance Calendar, each
 * flagged one behind its flag.
 */
export function useProgramMenu(isAdmin: boolean): ProgramMenuEntry[] {
  const assignment = useFeatureFlag('rollout-assignment');
  const dashboards = useFeatureFlag('rollout-dashboard');
  const dataExport = useFeatureFlag('rollout-data-export');
  const deepDive = useFeatureFlag('rollout-deep-dive-component');
  const calendar = useFeatureFlag('rollout-compliance-calendar');
  const entries: ProgramMenuEntry[] = [{ label: 'Overview', path: '' }];
  if (!isAdmin) return entries;
  if (assignment.enabled) entries.push({ label: 'Assignment', path: 'assignment' });
  if (dashboards.enabled) entries.push({ label: 'Dashboards', heading: true }, { label: 'New Dashboard', path: 'dashboard/new' });
  entries.push({ label: 'User Management', path: 'user-management' });
  if (dataExport.enabled) entries.push({ label: 'Data Explorer', path: 'data-export' });
  if (deepDive.enabled) entries.push({ label: 'Deep Dive', path: 'deep-dive', badge: 'BETA' });
  if (calendar.enabled) entries.push({ label: 'Compliance Calendar', path: 'calendar' });
  return entries;
}
