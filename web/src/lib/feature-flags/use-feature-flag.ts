import { useQuery } from '@apollo/client/react';
import type { knownFlags } from '@schema/flags/flag-state';
import { FeatureFlagsDocument } from '@/lib/feature-flags/feature-flags.generated';

/** A feature flag key the platform knows. */
export type FlagKey = (typeof knownFlags)[number];

/** Whether a feature flag is on for the caller; `loading` is true until the flags have arrived (off until then). */
export function useFeatureFlag(key: FlagKey): { enabled: boolean; loading: boolean } {
  const { data, loading } = useQuery(FeatureFlagsDocument);
  const enabled = data?.featureFlags.some((flag) => flag.key === key && flag.enabled) ?? false;
  return { enabled, loading };
}
