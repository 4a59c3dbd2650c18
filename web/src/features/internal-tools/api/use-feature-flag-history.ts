import { useQuery } from '@apollo/client/react';
import type { FeatureFlagHistoryQuery } from '@/gql/graphql';
import { FeatureFlagHistoryDocument } from './feature-flag-history.generated';

/** One change of a flag's audit trail. */
export type FlagChange = FeatureFlagHistoryQuery['featureFlagHistory']['items'][number];

/** Changes a history page shows. */
export const historyPageSize = 10;

/** One page of a flag's changes, newest first; the first page without a cursor. */
export function useFeatureFlagHistory(key: string, cursor: string | null) {
  return useQuery(FeatureFlagHistoryDocument, { variables: { key, limit: historyPageSize, cursor }, fetchPolicy: 'cache-and-network' });
}
