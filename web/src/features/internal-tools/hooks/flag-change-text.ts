import type { FlagScope } from '@schema/flags/flag-toggle';

/** A campus as the flags screen names it. */
export interface CampusName {
  campusCode: string;
  campusName: string;
}

/** Whom a switch acts on, in words: "everyone" or "PSU Bayview (01)". */
export function scopeWords(scope: FlagScope, campuses: readonly CampusName[]): string {
  if (scope.kind === 'everyone') return 'everyone';
  const campus = campuses.find((candidate) => candidate.campusCode === scope.campusCode);
  return campus ? `${campus.campusName} (${campus.campusCode})` : `campus ${scope.campusCode}`;
}

/** The confirmation's question and what it will do, before a flag is switched. */
export function confirmationText(key: string, scope: FlagScope, on: boolean, campuses: readonly CampusName[], after: string) {
  const who = scopeWords(scope, campuses);
  return {
    title: `Turn ${key} ${on ? 'on' : 'off'} for ${who}?`,
    text: `${scope.kind === 'everyone' ? 'Everyone' : `People of ${who}`} will ${on ? 'see' : 'no longer see'} what it gates from their next page. After this change the flag is: ${after}.`,
    confirmLabel: on ? 'Turn on' : 'Turn off',
  };
}

/** The toast after a change went through. */
export const changedText = (key: string, scope: FlagScope, on: boolean, campuses: readonly CampusName[]) =>
  `${key} is now ${on ? 'on' : 'off'} for ${scopeWords(scope, campuses)}.`;

/** Who made a change, in words: provisioning from infra/config, or the person's id. */
export const changedByWords = (changedBy: string, source: string) => (source === 'provisioning' ? 'infra/config (deploy)' : changedBy);
