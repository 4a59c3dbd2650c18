import { knownFlags } from '../../../schema/src/flags/flag-state';
import { featureFlagHistoryArgsSchema, setFeatureFlagArgsSchema } from '../../../schema/src/flags/flag-inputs';
import { assertAllowed, platformObject } from '../../authz/checks';
import { ConditionFailed } from '../../data/store';
import { findFeatureFlag, writeFeatureFlag } from '../../data/feature-flags-repository';
import { listCampusesOfTenant } from '../../data/organization-repository';
import { listFeatureFlags } from '../../data/platform-repository';
import type { Caller } from '../../shared/caller';
import { conflict } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { flagChangeView, flagSettingView } from '../flag-view';

const internalToolsOnly = 'Feature flags are an internal tool: you need can_view_internal_tools on the platform.';

const mayUseInternalTools = (caller: Caller) =>
  assertAllowed(caller, 'can_view_internal_tools', platformObject, { message: internalToolsOnly });

/** Every known and every stored flag, sorted by key, with its state on each active campus of the caller's tenant. */
export async function featureFlagSettings(caller: Caller) {
  await mayUseInternalTools(caller);
  const [stored, campuses] = await Promise.all([listFeatureFlags(), caller.tenantCode ? listCampusesOfTenant(caller.tenantCode) : []]);
  const byKey = new Map(stored.map((flag) => [flag.key, flag]));
  const keys = [...new Set<string>([...knownFlags, ...byKey.keys()])].sort();
  return keys.map((key) => flagSettingView(key, byKey.get(key), campuses));
}

/** A flag's audit trail, newest first. A flag never stored has none. */
export async function featureFlagHistory(caller: Caller, args: unknown) {
  const { key, limit } = parseInput(featureFlagHistoryArgsSchema, args);
  await mayUseInternalTools(caller);
  const flag = await findFeatureFlag(key);
  return [...(flag?.changes ?? [])].reverse().slice(0, limit).map((change) => flagChangeView(key, change));
}

/**
 * Sets a flag's whole state, recording who did it, in one conditional write. A change that races another
 * one answers CONFLICT with the state the other one left, so the caller decides again on what is there.
 */
export async function setFeatureFlag(caller: Caller, args: unknown, now = new Date()) {
  const { input } = parseInput(setFeatureFlagArgsSchema, args);
  await mayUseInternalTools(caller);
  try {
    const flag = await writeFeatureFlag({ ...input, changedBy: caller.userId, source: 'api', at: now });
    const campuses = caller.tenantCode ? await listCampusesOfTenant(caller.tenantCode) : [];
    return flagSettingView(input.key, flag, campuses);
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    const current = await findFeatureFlag(input.key);
    throw conflict(`Flag ${input.key} was changed by someone else meanwhile; look at its state and set it again.`, {
      current: current ? { enabled: current.enabled, campusCodes: current.campusCodes ?? [], userIds: current.userIds ?? [] } : null,
    });
  }
}
