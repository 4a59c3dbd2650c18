import { useMutation } from '@apollo/client/react';
import { RemoveConditionDocument } from './remove-condition.generated';

/** Removes a condition of an element's dependsOn (one write of the element); the template is fetched again. */
export function useRemoveConditionMutation() {
  return useMutation(RemoveConditionDocument, { refetchQueries: ['BuilderTemplate'], awaitRefetchQueries: true });
}
