import { useMutation } from '@apollo/client/react';
import { AddElementDocument } from './add-element.generated';

/** Adds a page or element to a draft; the builder's template is fetched again. */
export function useAddElementMutation() {
  return useMutation(AddElementDocument, { refetchQueries: ['BuilderTemplate'], awaitRefetchQueries: true });
}
