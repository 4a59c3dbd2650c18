import { useMutation } from '@apollo/client/react';
import { MoveElementsDocument } from './move-elements.generated';

/** Moves elements among their siblings or to another parent; the template is fetched again. */
export function useMoveElementsMutation() {
  return useMutation(MoveElementsDocument, { refetchQueries: ['BuilderTemplate'], awaitRefetchQueries: true });
}
