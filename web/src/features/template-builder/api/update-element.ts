import { useMutation } from '@apollo/client/react';
import { UpdateElementDocument } from './update-element.generated';

/** Changes a page's or element's fields at its version (CONFLICT when stale); the template is fetched again. */
export function useUpdateElementMutation() {
  return useMutation(UpdateElementDocument, { refetchQueries: ['BuilderTemplate'], awaitRefetchQueries: true });
}
