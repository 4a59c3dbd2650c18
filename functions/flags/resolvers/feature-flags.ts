import { z } from 'zod';
import { knownFlags } from '../../../schema/src/flags/flag-state';
import { featureFlagHistoryArgsSchema, setFeatureFlagArgsSchema } from '../../../schema/src/flags/flag-inputs';
import { historyPage } from '../../../schema/src/flags/history-page';
import { decodeListCursor, encodeListCursor, type CursorScope } from '../../../schema/src/paging/list-cursor';
import { assertAllowed, platformObject } from '../../authz/checks';
import { ConditionFailed } from '../../data/store';
import { findFeatureFlag, flagVersion, writeFeatureFlag } from '../../data/feature-flags-repository';
import { listCampusesOfTenant } from '../../data/organization-repository';
import { listFeatureFlags } from '../../data/platform-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, conflict } from '../../shared/errors';
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

const historyScope = (key: string): CursorScope => ({ list: 'featureFlagHistory', scope: key });

/** Where a history cursor starts: the sequence number of the last change the previous page showed. */
function olderThan(key: string, cursor: string | null | undefined): number | undefined {
  if (!cursor) return undefined;
  const decoded = decodeListCursor(cursor, historyScope(key), z.number().int());
  if (!decoded.ok) throw badUserInput(decoded.problem);
  return decoded.position;
}

/** A flag's audit trail, newest first, a page at a time. A flag never stored has none. */
export async function featureFlagHistory(caller: Caller, args: unknown) {
  const { key, limit, cursor } = parseInput(featureFlagHistoryArgsSchema, args);
  await mayUseInternalTools(caller);
  const before = olderThan(key, cursor);
  const flag = await findFeatureFlag(key);
  const page = historyPage(flag?.changes ?? [], flagVersion(flag), limit, before);
  return {
    items: page.items.map(({ change }) => flagChangeView(key, change)),
    nextCursor: page.nextBefore === null ? null : encodeListCursor(historyScope(key), page.nextBefore),
  };
}

/**
 * Sets a flag's whole state, recording who did it, in one conditional write. A change that races another
 * one answers CONFLICT with the state the other one left, so the caller decides again on what is there.
 */
export async function setFeatureFlag(caller: Caller, args: unknown, now = new Date()) {
  const { input } = parseInput(setFeatureFlagArgsSchema, args);
  await mayUseInternalTools(caller);
  try {
    const { expectedVersion, ...state } = input;
    const flag = await writeFeatureFlag({ ...state, changedBy: caller.userId, source: 'api', at: now }, { expectedVersion });
    const campuses = caller.tenantCode ? await listCampusesOfTenant(caller.tenantCode) : [];
    return flagSettingView(input.key, flag, campuses);
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    const current = await findFeatureFlag(input.key);
    throw conflict(`Flag ${input.key} was changed by someone else meanwhile; look at its state and set it again.`, {
      current: current
        ? { enabled: current.enabled, campusCodes: current.campusCodes ?? [], userIds: current.userIds ?? [], version: flagVersion(current) }
        : null,
    });
  }
}
