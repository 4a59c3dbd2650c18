import { useQuery } from '@apollo/client/react';
import { NavigationAccessDocument } from './navigation-access.generated';

/** Which permission-gated navigation entries the signed-in user may see, answered by the API's checks. */
export function useNavigationAccess() {
  return useQuery(NavigationAccessDocument);
}
