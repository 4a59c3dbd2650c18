import { useMutation } from '@apollo/client/react';
import { FeatureFlagSettingsDocument } from './feature-flag-settings.generated';
import { SetFeatureFlagDocument } from './set-feature-flag.generated';

/**
 * Sets a flag's state. The answer replaces the flag in the cached list (here, not by a cache key policy: that
 * would weigh on every first page); the open history pages are fetched again so the change shows at their top.
 */
export function useSetFeatureFlag() {
  return useMutation(SetFeatureFlagDocument, {
    refetchQueries: ['FeatureFlagHistory'],
    update(cache, { data }) {
      const changed = data?.setFeatureFlag;
      if (!changed) return;
      cache.updateQuery({ query: FeatureFlagSettingsDocument }, (current) =>
        current ? { featureFlagSettings: current.featureFlagSettings.map((flag) => (flag.key === changed.key ? changed : flag)) } : current,
      );
    },
  });
}
