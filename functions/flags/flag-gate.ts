import { isFlagOn } from '../../schema/src/flags/flag-state';
import type { KnownFlag } from '../../schema/src/flags/gated-fields';
import { findFeatureFlag } from '../data/feature-flags-repository';
import type { Caller } from '../shared/caller';
import { AppError } from '../shared/errors';

/**
 * Whether a rollout flag is on for the caller, by the rule the web's flags follow (`isFlagOn`). The flag's item
 * is read on every call (one consistent GetItem, no cache): a flip applies to the next request, in every Lambda.
 * A flag that was never stored is off.
 */
export async function flagOnFor(caller: Caller, key: KnownFlag): Promise<boolean> {
  const flag = await findFeatureFlag(key);
  return flag ? isFlagOn(flag, caller) : false;
}

/**
 * Refuses with NOT_FOUND while the flag is off for the caller: the screen does not exist for them (the web shows
 * its not-found page for a missing flag), and neither does its API.
 */
export async function assertFlagOnFor(caller: Caller, key: KnownFlag): Promise<void> {
  if (!(await flagOnFor(caller, key))) throw new AppError('NOT_FOUND', `This feature is not available: its rollout flag ${key} is off.`, { flag: key });
}
