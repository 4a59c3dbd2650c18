import { useQuery } from '@apollo/client/react';
import { InternalToolsAccessDocument } from './internal-tools-access.generated';

/** Whether the signed-in user may open the internal tools (/flags, /drs). */
export function useInternalToolsAccess() {
  return useQuery(InternalToolsAccessDocument);
}
