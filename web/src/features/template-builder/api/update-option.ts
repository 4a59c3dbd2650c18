import { useMutation } from '@apollo/client/react';
import { UpdateOptionDocument } from './update-option.generated';

/** Renames an option of an option question (one write of the question); the template is fetched again. */
export function useUpdateOptionMutation() {
  return useMutation(UpdateOptionDocument, { refetchQueries: ['BuilderTemplate'], awaitRefetchQueries: true });
}
