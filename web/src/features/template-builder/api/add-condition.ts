import { useMutation } from '@apollo/client/react';
import { AddConditionDocument } from './add-condition.generated';

/** Adds a condition to an element's dependsOn (one write of the element); the template is fetched again. */
export function useAddConditionMutation() {
  return useMutation(AddConditionDocument, { refetchQueries: ['BuilderTemplate'], awaitRefetchQueries: true });
}
