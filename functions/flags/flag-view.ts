import { isFlagOn, knownFlags } from '../../schema/src/flags/flag-state';
import type { CampusRecord, FeatureFlagChange, FeatureFlagRecord } from '../data/entities';

const known = new Set<string>(knownFlags);

/** A flag as featureFlagSettings answers it: its stored state, and what that means on each campus. */
export function flagSettingView(key: string, flag: FeatureFlagRecord | undefined, campuses: readonly CampusRecord[]) {
  const state = flag ?? { key, enabled: false };
  return {
    key,
    description: flag?.description ?? null,
    enabled: state.enabled,
    campusCodes: flag?.campusCodes ?? [],
    userIds: flag?.userIds ?? [],
    known: known.has(key),
    // A campus's people see the flag on when it holds with no user list in play.
    campuses: campuses.map((campus) => ({
      campusCode: campus.code,
      campusName: campus.name,
      enabled: isFlagOn({ ...state, userIds: [] }, { userId: '', campusCode: campus.code }),
    })),
    updatedAt: flag?.updatedAt ?? null,
    updatedBy: flag?.updatedBy ?? null,
  };
}

/** One entry of a flag's audit trail. */
export const flagChangeView = (key: string, change: FeatureFlagChange) => ({ key, ...change });
