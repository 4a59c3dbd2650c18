import { useQuery } from '@apollo/client/react';
import type { FeatureFlagSettingsQuery } from '@/gql/graphql';
import { FeatureFlagSettingsDocument } from './feature-flag-settings.generated';

/** A flag as the flags screen shows it. */
export type FlagSetting = FeatureFlagSettingsQuery['featureFlagSettings'][number];

/** Every flag with its state for everyone and per campus. */
export function useFeatureFlagSettings() {
  return useQuery(FeatureFlagSettingsDocument);
}
