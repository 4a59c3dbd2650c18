import { appLinkEntity, featureFlagEntity, type AppLinkRecord, type FeatureFlagRecord } from './entities';
import { queryRecords } from './store';

/** Every feature flag (a short list: one Query). */
export async function listFeatureFlags(): Promise<FeatureFlagRecord[]> {
  return (await queryRecords(featureFlagEntity, { index: 'gsi1', pk: 'FLAGS', limit: 500 })).items;
}

/** The Apps menu entries, in their order. */
export async function listAppLinks(): Promise<AppLinkRecord[]> {
  return (await queryRecords(appLinkEntity, { index: 'gsi1', pk: 'APPS', limit: 200 })).items;
}
