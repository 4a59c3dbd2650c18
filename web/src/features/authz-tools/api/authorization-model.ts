import { useQuery } from '@apollo/client/react';
import { AuthorizationModelDocument } from './authorization-model.generated';

/** The latest authorization model, as DSL text; fetched fresh each visit, since it changes with deployments. */
export function useAuthorizationModel() {
  return useQuery(AuthorizationModelDocument, { fetchPolicy: 'network-only' });
}
