import { useMutation } from '@apollo/client/react';
import { RemoveOptionDocument } from './remove-option.generated';

/** Removes an option of an option question (one write of the question); the template is fetched again. */
export function useRemoveOptionMutation() {
  return useMutation(RemoveOptionDocument, { refetchQueries: ['BuilderTemplate'], awaitRefetchQueries: true });
}
