import { useMutation } from '@apollo/client/react';
import { EditFormCommentDocument } from './edit-form-comment.generated';

/** Changes one's own comment at the version seen (the cache keeps comments by id, so the list follows). */
export function useEditFormComment() {
  return useMutation(EditFormCommentDocument);
}
