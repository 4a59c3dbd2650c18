import { useLazyQuery } from '@apollo/client/react';
import { ValidateWorkflowDocument } from './validate-workflow.generated';

/** Asks the server what keeps a workflow version from being published, always afresh. */
export function useValidateWorkflowQuery() {
  return useLazyQuery(ValidateWorkflowDocument, { fetchPolicy: 'network-only' });
}
