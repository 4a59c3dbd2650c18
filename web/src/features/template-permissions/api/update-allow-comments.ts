import { useMutation } from '@apollo/client/react';
import { UpdateAllowCommentsDocument } from './update-allow-comments.generated';

/** Turns comments on a draft's forms on or off (updateTemplate allowComments) at its revision. */
export function useUpdateAllowCommentsMutation() {
  return useMutation(UpdateAllowCommentsDocument);
}
