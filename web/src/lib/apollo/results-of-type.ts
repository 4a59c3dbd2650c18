/**
 * The results of the search query that are of one SearchResult member: a category's search answers only its own
 * member, and this narrows the union's type to it without a cast.
 */
export function resultsOfType<R extends { __typename: string }, T extends R['__typename']>(
  results: readonly R[],
  typename: T,
): Array<Extract<R, { __typename: T }>> {
  return results.filter((result): result is Extract<R, { __typename: T }> => result.__typename === typename);
}
