import { useMutation } from '@apollo/client/react';
import { SetFeatureFlagDocument } from './set-feature-flag.generated';

/**
 * Sets a flag's state. The answer updates the flag in the cache (FeatureFlagSetting is kept by key); the open
 * history pages are fetched again so the change shows at their top.
 */
export function useSetFeatureFlag() {
  return useMutation(SetFeatureFlagDocument, { refetchQueries: ['FeatureFlagHistory'] });
}
