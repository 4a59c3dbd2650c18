import { useMutation } from '@apollo/client/react';
import { RemoveElementDocument } from './remove-element.generated';

/** Removes a page or element with everything inside it; the template is fetched again. */
export function useRemoveElementMutation() {
  return useMutation(RemoveElementDocument, { refetchQueries: ['BuilderTemplate'], awaitRefetchQueries: true });
}
