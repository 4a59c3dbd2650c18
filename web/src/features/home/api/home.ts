import { useQuery } from '@apollo/client/react';
import { HomeDocument } from './home.generated';

/** Rows each home section shows. */
export const homeSectionRows = 5;

/** Everything the home page shows, in one request. */
export function useHomeQuery() {
  return useQuery(HomeDocument, {
    variables: { rows: homeSectionRows, includeRestrictedCreateAccess: false },
  });
}
