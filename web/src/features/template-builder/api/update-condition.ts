import { useMutation } from '@apollo/client/react';
import { UpdateConditionDocument } from './update-condition.generated';

/** Replaces a condition of an element's dependsOn with another (one write of the element); the template is fetched again. */
export function useUpdateConditionMutation() {
  return useMutation(UpdateConditionDocument, { refetchQueries: ['BuilderTemplate'], awaitRefetchQueries: true });
}
