import { featureFlagEntity, type FeatureFlagChange, type FeatureFlagRecord } from './entities';
import { ConditionFailed, getRecord, saveRecord, versionIs } from './store';

/** How many changes a flag keeps in its audit trail (a few hundred bytes each, well under the item limit). */
export const keptFlagChanges = 500;

/** The new state of a flag and who sets it. */
export interface FlagChangeRequest {
  key: string;
  enabled: boolean;
  campusCodes: string[];
  userIds: string[];
  description?: string;
  changedBy: string;
  source: FeatureFlagChange['source'];
  at: Date;
}

const keyOf = (key: string) => featureFlagEntity.key({ key } as FeatureFlagRecord);

/** A flag by key, read consistently (a change is read, then written on condition of its version). */
export const findFeatureFlag = (key: string) => getRecord(featureFlagEntity, keyOf(key), true);

function changedRecord(current: FeatureFlagRecord | undefined, request: FlagChangeRequest): FeatureFlagRecord {
  const change: FeatureFlagChange = {
    changedAt: request.at.toISOString(),
    changedBy: request.changedBy,
    source: request.source,
    enabled: request.enabled,
    campusCodes: request.campusCodes,
    userIds: request.userIds,
  };
  const description = request.description ?? current?.description;
  return {
    key: request.key,
    enabled: request.enabled,
    campusCodes: request.campusCodes,
    userIds: request.userIds,
    ...(description ? { description } : {}),
    version: (current?.version ?? 0) + 1,
    updatedAt: change.changedAt,
    updatedBy: request.changedBy,
    changes: [...(current?.changes ?? []), change].slice(-keptFlagChanges),
  };
}

/** A flag's version as callers see it: 0 for a flag never stored (or stored before versions). */
export const flagVersion = (flag: FeatureFlagRecord | undefined) => flag?.version ?? 0;

/**
 * Sets a flag's state and records the change in one conditional write: a flag that did not exist is created,
 * an existing one changes only if nobody changed it since it was read (else ConditionFailed).
 * `onlyIfMissing` leaves an existing flag alone and answers undefined (provisioning never undoes an edit).
 * `expectedVersion`, the version the caller decided on, refuses (ConditionFailed) a flag changed since.
 */
export async function writeFeatureFlag(request: FlagChangeRequest, options: { onlyIfMissing?: boolean; expectedVersion?: number } = {}) {
  const current = await findFeatureFlag(request.key);
  if (current && options.onlyIfMissing) return undefined;
  if (options.expectedVersion !== undefined && flagVersion(current) !== options.expectedVersion) {
    throw new ConditionFailed(`Flag ${request.key} is at version ${flagVersion(current)}, not ${options.expectedVersion}`);
  }
  const record = changedRecord(current, request);
  const condition = current
    ? { condition: current.version === undefined ? { expression: 'attribute_not_exists(#c_version)', names: { '#c_version': 'version' } } : versionIs(current.version) }
    : { mustNotExist: true };
  try {
    return await saveRecord(featureFlagEntity, record, condition);
  } catch (error) {
    // Created meanwhile by another start: provisioning leaves it as the other writer set it.
    if (error instanceof ConditionFailed && !current && options.onlyIfMissing) return undefined;
    throw error;
  }
}
