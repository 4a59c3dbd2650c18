import { publicAudienceEntry } from '@schema/public/public-audience';

/** An entry the Audience picker offers: the public, a campus or a program, with the group it is listed under. */
export interface AudienceOption {
  id: string;
  name: string;
  scope: 'global' | 'campus' | 'program';
  group: 'Everyone with the link' | 'Campuses' | 'Programs';
}

const scopeLabels: Record<string, string> = { global: 'Public', campus: 'Campus', program: 'Program' };

/** How an entry's scope reads in the list ("Campus", "Program", "Public"); another scope reads as it is stored. */
export const scopeLabel = (scope: string) => scopeLabels[scope] ?? scope;

/** Whether a template's audience opens it to guests on the public routes. */
export const opensToPublic = (audience: ReadonlyArray<{ id: string }>) => audience.some((entry) => entry.id === publicAudienceEntry.id);

/**
 * What may still be added to an audience: the public entry, then the campuses and the programs, each A to Z,
 * without the entries it already holds.
 */
export function audienceOptions(
  campuses: ReadonlyArray<{ id: string; name: string }>,
  programs: ReadonlyArray<{ id: string; name: string }>,
  present: ReadonlyArray<{ id: string }>,
): AudienceOption[] {
  const taken = new Set(present.map((entry) => entry.id));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  const options: AudienceOption[] = [
    { ...publicAudienceEntry, group: 'Everyone with the link' },
    ...[...campuses].sort(byName).map((campus) => ({ id: campus.id, name: campus.name, scope: 'campus' as const, group: 'Campuses' as const })),
    ...[...programs].sort(byName).map((program) => ({ id: program.id, name: program.name, scope: 'program' as const, group: 'Programs' as const })),
  ];
  return options.filter((option) => !taken.has(option.id));
}

/** The programs that may still be shared with: A to Z, without those already shared. */
export function shareOptions(programs: ReadonlyArray<{ id: string; name: string }>, shared: ReadonlyArray<{ id: string }>) {
  const taken = new Set(shared.map((program) => program.id));
  return programs.filter((program) => !taken.has(program.id)).sort((a, b) => a.name.localeCompare(b.name));
}
