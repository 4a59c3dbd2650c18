import { useMutation } from '@apollo/client/react';
import { withAddedComment } from '../hooks/comment-list';
import { AddFormCommentDocument } from './add-form-comment.generated';
import { updateCommentList } from './form-comments';

/** Adds a comment or a reply; it takes its place in the cached list, and the totals count it. */
export function useAddFormComment(formId: string) {
  return useMutation(AddFormCommentDocument, {
    update(cache, { data }) {
      const added = data?.addFormComment;
      if (added) updateCommentList(cache, formId, (comments) => withAddedComment(comments, added), 1);
    },
  });
}
