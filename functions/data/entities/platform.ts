import { defineEntity } from '../entity';

/** One change of a flag's state: who (a user id, or `infra/config` for provisioning), when, and the new state. */
export interface FeatureFlagChange {
  changedAt: string;
  changedBy: string;
  source: 'api' | 'provisioning';
  enabled: boolean;
  campusCodes: string[];
  userIds: string[];
}

/**
 * A feature flag: on for everyone, or only for the listed campuses or users. Its audit trail lives in the
 * same item (`changes`, oldest first), written by the same conditional write as the change it records.
 */
export interface FeatureFlagRecord {
  key: string;
  enabled: boolean;
  description?: string;
  campusCodes?: string[];
  userIds?: string[];
  /** Bumped by every change; the condition of the next one. Absent on flags written before the flags API. */
  version?: number;
  updatedAt?: string;
  updatedBy?: string;
  changes?: FeatureFlagChange[];
}

export const featureFlagEntity = defineEntity<FeatureFlagRecord, 'all'>({
  name: 'FeatureFlag',
  key: (f) => ({ pk: `FLAG#${f.key}`, sk: 'FLAG' }),
  indexes: { all: { index: 'gsi1', key: (f) => ({ pk: 'FLAGS', sk: f.key }) } },
});

/** An entry of the Apps menu, as the branding service lists it. */
export interface AppLinkRecord {
  id: string;
  name: string;
  contextUrl: string;
  order: number;
}

export const appLinkEntity = defineEntity<AppLinkRecord, 'all'>({
  name: 'AppLink',
  key: (a) => ({ pk: `APP#${a.id}`, sk: 'APP' }),
  indexes: { all: { index: 'gsi1', key: (a) => ({ pk: 'APPS', sk: `${String(a.order).padStart(4, '0')}#${a.id}` }) } },
});

/** A monotonically increasing number, advanced by one atomic ADD (form auto ids). */
export interface CounterRecord {
  name: string;
  value: number;
}

export const counterEntity = defineEntity<CounterRecord>({
  name: 'Counter',
  key: (c) => ({ pk: `COUNTER#${c.name}`, sk: 'COUNTER' }),
});

/** Records that a one-time data set (the local demo data) has been written. */
export interface SeedMarkerRecord {
  name: string;
  appliedAt: string;
}

export const seedMarkerEntity = defineEntity<SeedMarkerRecord>({
  name: 'SeedMarker',
  key: (m) => ({ pk: `SEED#${m.name}`, sk: 'SEED' }),
});
