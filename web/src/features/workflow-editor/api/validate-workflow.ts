import { useLazyQuery } from '@apollo/client/react';
import { ValidateWorkflowDocument } from '@/gql/graphql';

/** Asks the server what keeps a workflow version from being published, always afresh. */
export function useValidateWorkflowQuery() {
  return useLazyQuery(ValidateWorkflowDocument, { fetchPolicy: 'network-only' });
}
