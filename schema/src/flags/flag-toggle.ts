/**
 * What switching a flag on or off for one scope (everyone, or one campus) sets, as the flags screen does it.
 * A flag's state is its switch plus the campuses and people it is limited to (isFlagOn): the screen's switches
 * edit that state and keep the people list as it is.
 */

/** A flag's state as setFeatureFlag takes it. */
export interface FlagStateInput {
  enabled: boolean;
  campusCodes: string[];
  userIds: string[];
}

/** Where one switch of the screen acts: everyone, or the people of one campus. */
export type FlagScope = { kind: 'everyone' } | { kind: 'campus'; campusCode: string };

/** Whether the flag is on for everyone: enabled, limited to no campus and no person. */
export const isOnForEveryone = (state: FlagStateInput) => state.enabled && state.campusCodes.length === 0 && state.userIds.length === 0;

/**
 * Whether the people of a campus see the flag on, whoever they are: enabled, and the campus listed, or no campus
 * listed and no person either (a flag limited to people only is on for them, not for their campuses).
 */
export function isOnForCampus(state: FlagStateInput, campusCode: string): boolean {
  if (!state.enabled) return false;
  return state.campusCodes.length ? state.campusCodes.includes(campusCode) : state.userIds.length === 0;
}

/**
 * The state after switching `scope` to `on`. Everyone on clears the limits; everyone off switches the flag off
 * and clears them. A campus switched on joins the campus list (the flag on nowhere before becomes on there only);
 * a campus switched off leaves it (a flag on everywhere becomes on for every other active campus); a flag left
 * with no campus and no person is switched off, since an empty list would mean everyone.
 */
export function toggledFlagState(state: FlagStateInput, scope: FlagScope, on: boolean, activeCampusCodes: readonly string[]): FlagStateInput {
  if (scope.kind === 'everyone') return { enabled: on, campusCodes: [], userIds: on ? [] : state.userIds };
  const current = new Set(activeCampusCodes.filter((code) => isOnForCampus(state, code)));
  // Campuses listed but no longer active stay listed: switching one campus never changes another.
  for (const code of state.enabled ? state.campusCodes : []) current.add(code);
  if (on) current.add(scope.campusCode);
  else current.delete(scope.campusCode);
  const campusCodes = [...current].sort();
  // Off everywhere but for its people: keep the people only when the flag was on (they were admitted before).
  const userIds = state.enabled ? state.userIds : [];
  if (campusCodes.length === 0) return { enabled: userIds.length > 0, campusCodes: [], userIds };
  return { enabled: true, campusCodes, userIds };
}

/** In words, what a flag's state means for everyone: for the screen's Everyone column and its history. */
export function flagStateWords(state: FlagStateInput): string {
  if (!state.enabled) return 'Off';
  if (isOnForEveryone(state)) return 'On for everyone';
  const parts = [
    ...(state.campusCodes.length ? [`${state.campusCodes.length === 1 ? 'campus' : 'campuses'} ${state.campusCodes.join(', ')}`] : []),
    ...(state.userIds.length ? [`${state.userIds.length} ${state.userIds.length === 1 ? 'person' : 'people'}`] : []),
  ];
  return `On for ${parts.join(' and ')}`;
}
