import { knownFlags } from '../../schema/src/flags/flag-state';
import { isOnForCampus } from '../../schema/src/flags/flag-toggle';
import type { CampusRecord, FeatureFlagChange, FeatureFlagRecord } from '../data/entities';

const known = new Set<string>(knownFlags);

/** A flag as featureFlagSettings answers it: its stored state, and what that means on each campus. */
export function flagSettingView(key: string, flag: FeatureFlagRecord | undefined, campuses: readonly CampusRecord[]) {
  const state = { enabled: flag?.enabled ?? false, campusCodes: flag?.campusCodes ?? [], userIds: flag?.userIds ?? [] };
  return {
    key,
    description: flag?.description ?? null,
    enabled: state.enabled,
    campusCodes: flag?.campusCodes ?? [],
    userIds: flag?.userIds ?? [],
    known: known.has(key),
    // Whether a campus's people, whoever they are, see it on (a flag limited to people is on for them only).
    campuses: campuses.map((campus) => ({ campusCode: campus.code, campusName: campus.name, enabled: isOnForCampus(state, campus.code) })),
    version: flag?.version ?? 0,
    updatedAt: flag?.updatedAt ?? null,
    updatedBy: flag?.updatedBy ?? null,
  };
}

/** One entry of a flag's audit trail. */
export const flagChangeView = (key: string, change: FeatureFlagChange) => ({ key, ...change });
