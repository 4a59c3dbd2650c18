import { isFlagOn, knownFlags } from '../../../schema/src/flags/flag-state';
import { listAppLinks, listFeatureFlags } from '../../data/platform-repository';
import type { Caller } from '../../shared/caller';

/** Every known flag and every stored one, as it applies to the caller (unknown to the store means off). */
export async function featureFlags(caller: Caller) {
  const stored = new Map((await listFeatureFlags()).map((flag) => [flag.key, flag]));
  const keys = [...new Set<string>([...knownFlags, ...stored.keys()])].sort();
  return keys.map((key) => {
    const flag = stored.get(key);
    return { key, enabled: flag ? isFlagOn(flag, caller) : false };
  });
}

/** The branding service's app list. */
export async function moreApps() {
  return (await listAppLinks()).map((app) => ({ name: app.name, contextUrl: app.contextUrl }));
}
