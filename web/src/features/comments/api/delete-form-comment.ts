import { useMutation } from '@apollo/client/react';
import { withoutComments } from '../hooks/comment-list';
import { DeleteFormCommentDocument } from './delete-form-comment.generated';
import { updateCommentList } from './form-comments';

/**
 * Deletes one's own comment at the version seen: the comments it took away leave the cached list (one kept as
 * deleted changes in place, by id), and the totals count it out.
 */
export function useDeleteFormComment(formId: string) {
  return useMutation(DeleteFormCommentDocument, {
    update(cache, { data }) {
      const result = data?.deleteFormComment;
      if (result) updateCommentList(cache, formId, (comments) => withoutComments(comments, result.removedIds), -1);
    },
  });
}
