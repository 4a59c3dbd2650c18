import { useApolloClient } from '@apollo/client/react';
import { useAnnounce } from '@/components/announcer/announcer-context';
import { useToast } from '@/components/toast/toast-context';
import { conflictCurrent } from '@/lib/errors/error-codes';
import { useAddFormComment } from '../api/add-form-comment';
import { useDeleteFormComment } from '../api/delete-form-comment';
import { useEditFormComment } from '../api/edit-form-comment';
import type { PanelComment } from '../api/form-comments';
import { CommentItemFieldsFragmentDoc } from '../components/comment-item.generated';
import { commentDomId } from '../components/comment-item';
import type { ComposedComment } from '../components/comment-composer';
import { commentErrorMessage } from './comment-error-message';
import { focusAfterRemoval } from './comment-list';

/**
 * The panel's writes, each answering what to show and putting the focus where its outcome is: a new comment or reply
 * (focus on it), an edit (on the comment), a delete (on the comment that took its place, `emptyFocusId` when none is
 * left, or the comment kept as deleted). A CONFLICT adopts the server's comment into the cache and says so.
 */
export function useCommentActions(formId: string, focusLater: (id: string) => void, emptyFocusId: string) {
  const client = useApolloClient();
  const announce = useAnnounce();
  const { showToast } = useToast();
  const [add] = useAddFormComment(formId);
  const [edit] = useEditFormComment();
  const [remove] = useDeleteFormComment(formId);

  /** Writes a CONFLICT's current comment into the cache (the list shows it), and tells the caller. */
  const adoptConflict = (error: unknown, comment: PanelComment) => {
    const current = conflictCurrent<PanelComment>(error);
    if (current) client.cache.writeFragment({ fragment: CommentItemFieldsFragmentDoc, data: { ...current, __typename: 'FormComment' } as PanelComment });
    if (current === undefined) return false;
    showToast(commentErrorMessage(error), { variant: 'warning' });
    focusLater(commentDomId(comment.id));
    return true;
  };

  const addComment = async (composed: ComposedComment, parentId?: string): Promise<string | null> => {
    try {
      const { data } = await add({ variables: { input: { formId, ...composed, ...(parentId ? { parentId } : {}) } } });
      if (data) {
        focusLater(commentDomId(data.addFormComment.id));
        announce(parentId ? 'Reply added.' : 'Comment added.');
      }
      return null;
    } catch (error) {
      return commentErrorMessage(error);
    }
  };

  const editComment = async (comment: PanelComment, composed: ComposedComment): Promise<string | null> => {
    try {
      await edit({ variables: { input: { formId, commentId: comment.id, expectedVersion: comment.version, ...composed } } });
      focusLater(commentDomId(comment.id));
      announce('Comment saved.');
      return null;
    } catch (error) {
      return adoptConflict(error, comment) ? null : commentErrorMessage(error);
    }
  };

  const deleteComment = async (comment: PanelComment, listed: readonly PanelComment[]): Promise<string | null> => {
    try {
      const { data } = await remove({ variables: { input: { formId, commentId: comment.id, expectedVersion: comment.version } } });
      const removed = data?.deleteFormComment.removedIds ?? [];
      const kept = data?.deleteFormComment.comment;
      const next = focusAfterRemoval(listed, removed);
      focusLater(kept ? commentDomId(kept.id) : next ? commentDomId(next) : emptyFocusId);
      announce('Comment deleted.');
      return null;
    } catch (error) {
      return adoptConflict(error, comment) ? null : commentErrorMessage(error);
    }
  };

  return { addComment, editComment, deleteComment };
}
