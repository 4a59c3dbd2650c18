import { useQuery } from '@apollo/client/react';
import { StudioAccessDocument } from './studio-access.generated';

/** Where the studio opens for the signed-in user, and whether they hold can_view_studio and the Global Studio. */
export function useStudioAccess() {
  return useQuery(StudioAccessDocument);
}
