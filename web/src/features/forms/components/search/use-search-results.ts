import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import type { SearchResults } from './search-answer-field';

/**
 * Runs one search query when `run` is true and answers its options, whether it is loading and its error
 * message. A network-only read: what a search finds changes with every form saved elsewhere.
 */
export function useSearchResults<Q, V extends OperationVariables, X>(
  document: TypedDocumentNode<Q, V>,
  variables: V,
  run: boolean,
  pick: (data: Q) => readonly X[],
): SearchResults<X> {
  const { data, loading, error } = useQuery<Q, V>(document, run ? { variables, fetchPolicy: 'network-only' } : skipToken);
  return {
    options: run && data ? pick(data as Q) : [],
    loading: run && loading,
    ...(run && error ? { error: error.message } : {}),
  };
}
