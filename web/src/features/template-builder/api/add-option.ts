import { useMutation } from '@apollo/client/react';
import { AddOptionDocument } from './add-option.generated';

/** Adds an option to an option question (one write of the question); the template is fetched again. */
export function useAddOptionMutation() {
  return useMutation(AddOptionDocument, { refetchQueries: ['BuilderTemplate'], awaitRefetchQueries: true });
}
